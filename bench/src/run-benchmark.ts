import { existsSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { openDatabase } from "@reservation-api/db";
import { createBenchDatabase } from "./bench-database.js";
import { assertLoadGeneratorInstalled } from "./load-generator.js";
import { freeHotSlot, HOT_CAPACITY, loadTargets, seatsHeldAtHotSlot } from "./load-targets.js";
import {
  measureAlternating,
  type LoadSettings,
  type RoundPlan,
  type RoundResult,
  type RoundTiming,
  type ScenarioSeries,
} from "./measure-rounds.js";
import { describeMachine, publish } from "./publish-results.js";
import { explainHotQueries } from "./query-plans.js";
import { renderScenarioTable, type BenchmarkResult, type ScaleStage } from "./report.js";
import { mainPlans } from "./scenario-plans.js";
import { seedBookings, seedMerchants, type SeededMerchant } from "./seed-platform.js";
import { startServer, type ServerProcess, type ServerSpec } from "./server-process.js";
import { API_ENTRY, apiServerSpec, BENCH_DIR, baselineServerSpec, fairBaselineSpec, REPO_ROOT } from "./server-specs.js";
import { dateFromToday, writeTargetsFiles } from "./targets-files.js";

const settings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  merchants: Number(process.env.BENCH_MERCHANTS ?? 1000),
  bookingsPerMerchant: 1000,
  busyBookings: Number(process.env.BENCH_BUSY_BOOKINGS ?? 100_000),
  connections: 32,
  threads: 2,
};
const SCALE_MERCHANTS = [10, 100, settings.merchants].filter(
  (count, index, all) => count <= settings.merchants && all.indexOf(count) === index,
);
/** The scale curve always queries these first merchants, whose data stays the same while the table grows. */
const SCALE_PROBE_MERCHANTS = 10;

function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function main(): Promise<void> {
  assertLoadGeneratorInstalled();
  if (!existsSync(API_ENTRY)) throw new Error(`${API_ENTRY} is missing: run \`pnpm bench\`, which builds the API first.`);
  const benchDatabase = await createBenchDatabase("rsv_bench");
  const databaseUrl = benchDatabase.url;
  const servers: ServerProcess[] = [];
  try {
    const result = await benchmark(databaseUrl, servers);
    // A narrowed run cannot judge every target: its per-round lines above are its result.
    if (process.env.BENCH_SCENARIOS)
      log(`BENCH_SCENARIOS narrowed the run: no report written\n${renderScenarioTable(result.main)}`);
    else publish(result, log);
  } finally {
    for (const server of servers) await server.stop();
    await benchDatabase.drop();
  }
}

/** What the measuring steps share: the database, both servers, the seeded merchants and the load settings. */
interface BenchRun {
  sql: postgres.Sql;
  api: ServerProcess;
  baseline: ServerProcess;
  fair: ServerProcess;
  merchants: SeededMerchant[];
  busy: SeededMerchant;
  hot: SeededMerchant;
  targetsDir: string;
  load: LoadSettings;
  timing: RoundTiming;
}

async function benchmark(databaseUrl: string, servers: ServerProcess[]): Promise<BenchmarkResult> {
  const machine = describeMachine();
  const handle = await openDatabase({ url: databaseUrl });
  log(`seeding ${settings.merchants + 2} merchants`);
  const merchants = await seedMerchants(handle.db, settings.merchants, "Bench Bistro", 60);
  const [busy] = await seedMerchants(handle.db, 1, "Busy Brasserie", 400);
  const [hot] = await seedMerchants(handle.db, 1, "Hot Table", HOT_CAPACITY);
  // Start-up is timed next: write the seeding out first, so PostgreSQL is not flushing it meanwhile.
  await handle.close();
  const admin = postgres(databaseUrl, { max: 1 });
  await admin`checkpoint`;
  await admin.end();

  const apiSpec = apiServerSpec(databaseUrl, merchants[0]!);
  const startupMs = await measureStartup(apiSpec);
  const api = await startServer(apiSpec, REPO_ROOT);
  servers.push(api);
  const baseline = await startServer(baselineServerSpec(databaseUrl), BENCH_DIR);
  servers.push(baseline);
  const fair = await startServer(fairBaselineSpec(databaseUrl, merchants[0]!), BENCH_DIR);
  servers.push(fair);

  const targetsDir = join(BENCH_DIR, "results", "targets");
  const run: BenchRun = {
    sql: postgres(databaseUrl, { max: 2, onnotice: () => {} }),
    api,
    baseline,
    fair,
    merchants,
    busy: busy!,
    hot: hot!,
    targetsDir,
    load: { connections: settings.connections, threads: settings.threads, targetsDir },
    timing: { rounds: settings.rounds, seconds: settings.seconds, warmupSeconds: settings.warmupSeconds },
  };
  try {
    const scale = await measureScaleCurve(run);
    const { main, hotSlotSeats } = await measureScenarios(run);
    return {
      date: new Date().toISOString().slice(0, 10),
      machine,
      settings: {
        seconds: settings.seconds,
        rounds: settings.rounds,
        connections: settings.connections,
        threads: settings.threads,
        apiProcesses: 1,
      },
      startupMs,
      scale,
      main,
      // Every round, warm-up included, starts from an empty slot and is checked.
      hotSlot: { capacity: HOT_CAPACITY, peakSeatsPerRound: hotSlotSeats },
    };
  } finally {
    await run.sql.end();
  }
}

/** Five fresh API processes, each timed from spawn to its first answered request. */
async function measureStartup(apiSpec: ServerSpec): Promise<number[]> {
  const startupMs: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const probe = await startServer(apiSpec, REPO_ROOT);
    startupMs.push(probe.startupMs);
    await probe.stop();
  }
  log(`API start-up to first answer: ${startupMs.map((ms) => ms.toFixed(0)).join(", ")} ms`);
  return startupMs;
}

function logRound(plan: RoundPlan, round: RoundResult): void {
  log(
    `${plan.scenario.padEnd(22)} ${plan.server.name.padEnd(8)} ${round.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${round.latencyMs.p99.toFixed(1)} ms  cpu ${round.cpuUsPerRequest.toFixed(0)} µs/req  rss ${round.peakRssMiB.toFixed(0)} MiB  ${JSON.stringify(round.statuses)}`,
  );
}

/**
 * Grows the table stage by stage (10k, 100k, then the full platform) and at each size measures
 * availability and listing for the same first merchants, whose own data never changes.
 */
async function measureScaleCurve(run: BenchRun): Promise<ScaleStage[]> {
  const { sql, merchants } = run;
  const scale: ScaleStage[] = [];
  let seededMerchants = 0;
  let serial = 0;
  for (const merchantCount of SCALE_MERCHANTS) {
    const newcomers = merchants.slice(seededMerchants, merchantCount).map((merchant) => merchant.merchantId);
    log(`seeding ${newcomers.length * settings.bookingsPerMerchant} bookings`);
    await seedBookings(sql, newcomers, settings.bookingsPerMerchant, serial);
    serial += newcomers.length * settings.bookingsPerMerchant;
    seededMerchants = merchantCount;
    if (merchantCount === settings.merchants) {
      await seedBookings(sql, [run.busy.merchantId], settings.busyBookings, serial);
      serial += settings.busyBookings;
    }
    await sql`vacuum analyze bookings`;
    // Flush the seeding's dirty pages now rather than during the measured rounds.
    await sql`checkpoint`;
    const [{ total }] = (await sql`select count(*)::int as total from bookings`) as unknown as [{ total: number }];
    writeTargetsFiles(run.targetsDir, await loadTargets(sql, merchants, run.busy, run.hot));
    log(`scale stage: ${total} bookings`);
    // A narrowed run (BENCH_SCENARIOS) only seeds: it is for iterating on the main scenarios.
    if (process.env.BENCH_SCENARIOS) continue;
    const plans: RoundPlan[] = ["baseline", "availability", "list-first-page"].map((scenario) => ({
      scenario,
      server: scenario === "baseline" ? run.baseline : run.api,
    }));
    const series = await measureAlternating(plans, {
      ...run.timing,
      load: { ...run.load, merchants: SCALE_PROBE_MERCHANTS },
      onRound: logRound,
    });
    scale.push({ bookings: total, series, plans: await explainHotQueries(sql, merchants[0]!.merchantId, dateFromToday(10)) });
  }
  return scale;
}

/** Every scenario against the full platform, taking turns with the baselines (each round samples its server's memory). */
async function measureScenarios(run: BenchRun): Promise<{ main: ScenarioSeries[]; hotSlotSeats: number[] }> {
  const { sql, api, hot } = run;
  log("main scenarios");
  const hotSlotSeats: number[] = [];
  const hooks = {
    "create-hot-slot": {
      before: () => freeHotSlot(sql, hot.merchantId),
      after: async () => void hotSlotSeats.push(await seatsHeldAtHotSlot(sql, hot.merchantId)),
    },
  };
  // BENCH_SCENARIOS=availability,mixed narrows the run while profiling; the baseline always runs.
  const chosen = mainPlans({ oneQuery: run.baseline, fair: run.fair, api }, hooks, process.env.BENCH_SCENARIOS?.split(","));
  const main = await measureAlternating(chosen, { ...run.timing, load: run.load, onRound: logRound });
  return { main, hotSlotSeats };
}

await main();
