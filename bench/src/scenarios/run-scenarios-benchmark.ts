/**
 * `pnpm bench`: every scenario of scenario-list.ts against the API, its fair hand-written
 * baseline and the one-query baseline, in alternating rounds, plus the scale curve and the API's
 * start-up time. Writes RESULTS.md, RESULTS.json and a copy of both in results/.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { openDatabase } from "@reservation-api/db";
import type { BenchmarkResult } from "./benchmark-result.js";
import { log, type BenchRun } from "./bench-run.js";
import { HOT_CAPACITY } from "./load-targets.js";
import { measureScaleCurve } from "./measure-scale-curve.js";
import { measureScenarios } from "./measure-scenarios.js";
import { describeMachine, publish } from "./publish-results.js";
import { renderScenarioTable } from "./render-results.js";
import { apiServerSpec, fairBaselineSpec, oneQueryBaselineSpec } from "./server-specs.js";
import { apiProcessSettings, scenarioSettings, type ScenarioSettings } from "../settings.js";
import { apiBuild } from "../shared/api-process.js";
import { createBenchDatabase } from "../shared/bench-database.js";
import { assertLoadGeneratorInstalled } from "../shared/load-generator.js";
import { BENCH_DIR, REPO_ROOT } from "../shared/paths.js";
import { seedMerchants } from "../shared/seed-platform.js";
import { startServer, type ServerProcess, type ServerSpec } from "../shared/server-process.js";

async function main(): Promise<void> {
  const settings = scenarioSettings();
  const build = apiBuild(apiProcessSettings());
  assertLoadGeneratorInstalled();
  if (!existsSync(build.entry)) throw new Error(`${build.entry} is missing: run \`pnpm bench\`, which builds the API first.`);
  const benchDatabase = await createBenchDatabase("rsv_bench", settings);
  const servers: ServerProcess[] = [];
  try {
    const result = await benchmark(settings, benchDatabase.url, build, servers);
    // A narrowed run cannot judge every target: its per-round lines above are its result.
    if (settings.only) log(`BENCH_SCENARIOS narrowed the run: no report written\n${renderScenarioTable(result.main)}`);
    else publish(result, log, settings.writeResults);
  } finally {
    for (const server of servers) await server.stop();
    await benchDatabase.drop();
  }
}

async function benchmark(
  settings: ScenarioSettings,
  databaseUrl: string,
  build: ReturnType<typeof apiBuild>,
  servers: ServerProcess[],
): Promise<BenchmarkResult> {
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
  const [probe] = merchants;
  if (probe === undefined || busy === undefined || hot === undefined) throw new Error("Seeding returned no merchants");

  const apiSpec = apiServerSpec(build, databaseUrl, probe);
  const startupMs = await measureStartup(apiSpec);
  const start = async (spec: ServerSpec, cwd: string) => {
    const server = await startServer(spec, cwd);
    servers.push(server);
    return server;
  };
  const api = await start(apiSpec, REPO_ROOT);
  const baseline = await start(oneQueryBaselineSpec(databaseUrl), BENCH_DIR);
  const fair = await start(fairBaselineSpec(databaseUrl, probe), BENCH_DIR);

  const targetsDir = join(BENCH_DIR, "results", "targets");
  const run: BenchRun = {
    settings,
    sql: postgres(databaseUrl, { max: 2, onnotice: () => {} }),
    api,
    baseline,
    fair,
    merchants,
    busy,
    hot,
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

await main();
