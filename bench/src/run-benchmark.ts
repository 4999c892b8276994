import { spawnSync } from "node:child_process";
import { cpus, totalmem } from "node:os";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { openDatabase } from "@reservation-api/db";
import { assertLoadGeneratorInstalled } from "./load-generator.js";
import {
  measureAlternating,
  type LoadSettings,
  type RoundPlan,
  type RoundResult,
  type RoundTiming,
  type ScenarioSeries,
} from "./measure-rounds.js";
import { explainHotQueries } from "./query-plans.js";
import { checkTargets, renderMarkdown, type BenchmarkResult, type ScaleStage } from "./report.js";
import { seedBookings, seedMerchants, type SeededMerchant } from "./seed-platform.js";
import { residentMemoryMiB, startServer, type ServerProcess, type ServerSpec } from "./server-process.js";
import { dateFromToday, writeTargetsFiles, type LoadTargets } from "./targets-files.js";

const BENCH_DIR = resolve(fileURLToPath(import.meta.url), "../..");
const REPO_ROOT = resolve(BENCH_DIR, "..");
const API_ENTRY = join(REPO_ROOT, "apps/api/dist/main.js");

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  merchants: Number(process.env.BENCH_MERCHANTS ?? 1000),
  bookingsPerMerchant: 1000,
  busyBookings: Number(process.env.BENCH_BUSY_BOOKINGS ?? 100_000),
  connections: 32,
  threads: 2,
};
const SCALE_MERCHANTS = [10, 100, settings.merchants].filter((count, index, all) => count <= settings.merchants && all.indexOf(count) === index);
/** The scale curve always queries these first merchants, whose data stays the same while the table grows. */
const SCALE_PROBE_MERCHANTS = 10;
const HOT_CAPACITY = 40;
const HOT_SLOT = { date: dateFromToday(7), time: "19:00" };

function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function main(): Promise<void> {
  assertLoadGeneratorInstalled();
  if (!existsSync(API_ENTRY)) throw new Error(`${API_ENTRY} is missing: run \`pnpm bench\`, which builds the API first.`);
  const databaseName = `rsv_bench_${Date.now()}`;
  const admin = postgres(settings.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${databaseName}`);
  const databaseUrl = withDatabase(settings.adminUrl, databaseName);
  const servers: ServerProcess[] = [];
  try {
    const result = await benchmark(databaseUrl, servers);
    // A narrowed run cannot judge every target: its per-round lines above are its result.
    if (process.env.BENCH_SCENARIOS) log("BENCH_SCENARIOS narrowed the run: no report written");
    else publish(result);
  } finally {
    for (const server of servers) await server.stop();
    // BENCH_KEEP_DATABASE=1 leaves the seeded database behind for profiling by hand.
    if (process.env.BENCH_KEEP_DATABASE) log(`kept ${databaseUrl}`);
    else await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

/** What the measuring steps share: the database, both servers, the seeded merchants and the load settings. */
interface BenchRun {
  sql: postgres.Sql;
  api: ServerProcess;
  baseline: ServerProcess;
  merchants: SeededMerchant[];
  busy: SeededMerchant;
  hot: SeededMerchant;
  targetsDir: string;
  load: LoadSettings;
  timing: RoundTiming;
}

async function benchmark(databaseUrl: string, servers: ServerProcess[]): Promise<BenchmarkResult> {
  const handle = await openDatabase({ url: databaseUrl });
  log(`seeding ${settings.merchants + 2} merchants`);
  const merchants = await seedMerchants(handle.db, settings.merchants, "Bench Bistro", 60);
  const [busy] = await seedMerchants(handle.db, 1, "Busy Brasserie", 400);
  const [hot] = await seedMerchants(handle.db, 1, "Hot Table", HOT_CAPACITY);
  await handle.close();

  const apiSpec = apiServerSpec(databaseUrl, merchants[0]!);
  const startupMs = await measureStartup(apiSpec);
  const api = await startServer(apiSpec, REPO_ROOT);
  servers.push(api);
  const baseline = await startServer(baselineServerSpec(databaseUrl), BENCH_DIR);
  servers.push(baseline);

  const targetsDir = join(BENCH_DIR, "results", "targets");
  const run: BenchRun = {
    sql: postgres(databaseUrl, { max: 2, onnotice: () => {} }),
    api,
    baseline,
    merchants,
    busy: busy!,
    hot: hot!,
    targetsDir,
    load: { connections: settings.connections, threads: settings.threads, targetsDir },
    timing: { rounds: settings.rounds, seconds: settings.seconds, warmupSeconds: settings.warmupSeconds },
  };
  try {
    const scale = await measureScaleCurve(run);
    const { main, peakRssMiB, hotSlotSeats } = await measureScenarios(run);
    return {
      date: new Date().toISOString().slice(0, 10),
      machine: describeMachine(),
      settings: { seconds: settings.seconds, rounds: settings.rounds, connections: settings.connections, threads: settings.threads, apiProcesses: 1 },
      startupMs,
      peakRssMiB,
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
  log(`${plan.scenario.padEnd(22)} ${round.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${round.latencyMs.p99.toFixed(1)} ms`);
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

/** Every scenario against the full platform, taking turns with the baseline, sampling the API's memory throughout. */
async function measureScenarios(run: BenchRun): Promise<{ main: ScenarioSeries[]; peakRssMiB: number; hotSlotSeats: number[] }> {
  const { sql, api, hot } = run;
  log("main scenarios");
  const hotSlotSeats: number[] = [];
  let peakRssMiB = 0;
  const memorySampler = setInterval(() => (peakRssMiB = Math.max(peakRssMiB, residentMemoryMiB(api.pid))), 200);
  const plans: RoundPlan[] = [
    { scenario: "baseline", server: run.baseline },
    { scenario: "availability", server: api },
    { scenario: "list-first-page", server: api },
    { scenario: "list-busy-first-page", server: api },
    { scenario: "list-busy-deep-page", server: api },
    { scenario: "create-distinct", server: api },
    {
      scenario: "create-hot-slot",
      server: api,
      before: () => freeHotSlot(sql, hot.merchantId),
      after: async () => void hotSlotSeats.push(await seatsHeldAtHotSlot(sql, hot.merchantId)),
    },
    { scenario: "status-update", server: api },
    { scenario: "mixed", server: api },
  ];
  // BENCH_SCENARIOS=availability,mixed narrows the run while profiling; the baseline always runs.
  const only = process.env.BENCH_SCENARIOS?.split(",");
  const chosen = only ? plans.filter((plan) => plan.scenario === "baseline" || only.includes(plan.scenario)) : plans;
  try {
    const main = await measureAlternating(chosen, { ...run.timing, load: run.load, onRound: logRound });
    return { main, peakRssMiB, hotSlotSeats };
  } finally {
    clearInterval(memorySampler);
  }
}

function apiServerSpec(databaseUrl: string, probe: SeededMerchant): ServerSpec {
  return {
    name: "api",
    // BENCH_CPU_PROFILE=<dir> writes a .cpuprofile of each API process when it exits.
    command: [process.execPath, ...(process.env.BENCH_CPU_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []), API_ENTRY],
    env: {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "info",
      // The load comes from a handful of merchants at thousands of requests a second.
      RATE_LIMIT_BURST: "1000000000",
      NODE_ENV: "production",
    },
    readyPath: `/api/external/v1/availability?date=${dateFromToday(3)}&partySize=2`,
    readyHeaders: { Authorization: `Bearer ${probe.apiKey}`, "X-Merchant-Id": probe.merchantId },
  };
}

function baselineServerSpec(databaseUrl: string): ServerSpec {
  return {
    name: "baseline",
    command: [process.execPath, "--import", "tsx", join(BENCH_DIR, "src/baseline-server.ts")],
    env: { DATABASE_URL: databaseUrl },
    readyPath: `/seats?merchant=00000000-0000-0000-0000-000000000000&date=${dateFromToday(3)}`,
  };
}

async function loadTargets(sql: postgres.Sql, merchants: SeededMerchant[], busy: SeededMerchant, hot: SeededMerchant): Promise<LoadTargets> {
  const byId = new Map(merchants.map((merchant) => [merchant.merchantId, merchant]));
  const sample = await sql<{ merchantId: string; id: string }[]>`
    select merchant_id as "merchantId", id from bookings tablesample system (5) where merchant_id = any(${[...byId.keys()]}::uuid[]) limit 20000`;
  const rangeStart = dateFromToday(30);
  const rangeEnd = dateFromToday(59);
  const [deep] = await sql<{ id: string }[]>`
    select id from bookings
     where merchant_id = ${busy.merchantId}
       and booking_time >= (${rangeStart}::date + time '00:00') at time zone 'Europe/London'
       and booking_time < (${rangeEnd}::date + 1 + time '00:00') at time zone 'Europe/London'
     order by booking_time, id offset 999 limit 1`;
  return {
    merchants,
    busy: { ...busy, rangeStart, rangeEnd, deepCursor: deep?.id ?? crypto.randomUUID() },
    hot: { ...hot, ...HOT_SLOT },
    dateRanges: Array.from({ length: 180 }, (_, index) => [dateFromToday(index + 1), dateFromToday(index + 31)]),
    bookings: sample.map((row) => ({ merchant: byId.get(row.merchantId)!, bookingId: row.id })),
  };
}

const hotSlotInstant = (sql: postgres.Sql) => sql`(${HOT_SLOT.date}::date + ${HOT_SLOT.time}::time) at time zone 'Europe/London'`;

async function freeHotSlot(sql: postgres.Sql, merchantId: string): Promise<void> {
  await sql`update bookings set status = 'cancelled' where merchant_id = ${merchantId} and status = 'pending'`;
}

/** Seats held at the hot slot, read straight from the table: never above capacity. */
async function seatsHeldAtHotSlot(sql: postgres.Sql, merchantId: string): Promise<number> {
  const [row] = await sql<{ seats: number }[]>`
    select coalesce(sum(party_size), 0)::int as seats from bookings
     where merchant_id = ${merchantId} and booking_time = ${hotSlotInstant(sql)} and status in ('pending', 'checked-in')`;
  return row!.seats;
}

function describeMachine(): BenchmarkResult["machine"] {
  // wrk prints its version with its usage and exits 1, so the exit code is not consulted.
  const version = (command: string, args: string[]) => spawnSync(command, args, { encoding: "utf8" }).stdout.split("\n")[0]!.trim();
  return {
    cpu: cpus()[0]?.model.trim() ?? "unknown CPU",
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: version("psql", ["--version"]).replace("psql (PostgreSQL)", "PostgreSQL"),
    loadGenerator: version("wrk", ["--version"]).split(" [")[0]!,
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function publish(result: BenchmarkResult): void {
  const markdown = renderMarkdown(result);
  const resultsDir = join(BENCH_DIR, "results");
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replaceAll(":", "-").slice(0, 19);
  writeFileSync(join(resultsDir, `${stamp}.json`), JSON.stringify(result, null, 2));
  writeFileSync(join(resultsDir, `${stamp}.md`), markdown);
  writeFileSync(join(BENCH_DIR, "RESULTS.md"), markdown);
  console.log(`\n${markdown}`);
  const missed = checkTargets(result).filter((check) => !check.met);
  if (missed.length > 0) log(`targets missed: ${missed.map((check) => check.target).join("; ")}`);
}

await main();
