import { existsSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { openDatabase } from "@reservation-api/db";
import { listRequestLog } from "@reservation-api/server";
import { createBenchDatabase } from "./bench-database.js";
import { assertLoadGeneratorInstalled, runLoad } from "./load-generator.js";
import { seedRequestLog, timeRequestLogQueries } from "./request-log-queries.js";
import { report, type Throughput } from "./request-log-report.js";
import { seedBookings, seedMerchants, type SeededMerchant } from "./seed-platform.js";
import { cpuTimeMs, postgresCpuTimeMs, startServer, type ServerProcess } from "./server-process.js";
import { API_ENTRY, API_NODE_FLAGS, BENCH_DIR, REPO_ROOT } from "./server-specs.js";
import { dateFromToday, writeTargetsFiles } from "./targets-files.js";

/**
 * `pnpm bench:request-log`: what the request log costs. Throughput of availability and creates
 * with the log on and off (two API processes, rounds alternating between them), and the server
 * time of the request-log pages with BENCH_LOG_ROWS (default 1,000,000) entries for one merchant.
 */
const settings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  logRows: Number(process.env.BENCH_LOG_ROWS ?? 1_000_000),
  scenarios: (process.env.BENCH_SCENARIOS ?? "availability,create-distinct").split(","),
};

async function main(): Promise<void> {
  assertLoadGeneratorInstalled();
  if (!existsSync(API_ENTRY)) throw new Error("Build the API first: pnpm --filter @reservation-api/api build");
  const benchDatabase = await createBenchDatabase("rsv_bench_reqlog");
  const url = benchDatabase.url;
  const database = await openDatabase({ url, poolSize: 4 });
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  try {
    log("seeding merchants and bookings");
    const merchants = await seedMerchants(database.db, 20, "Bench", 10_000);
    await seedBookings(
      sql,
      merchants.map((merchant) => merchant.merchantId),
      1_000,
      1,
    );
    const logged = merchants[0]!;
    log(`seeding ${settings.logRows} request-log rows for one merchant`);
    await seedRequestLog(sql, logged.merchantId, settings.logRows);
    await seedRequestLog(sql, merchants[1]!.merchantId, Math.round(settings.logRows / 10));
    await sql`vacuum analyze request_log_entries`;
    const queries = await timeRequestLogQueries(sql, logged.merchantId);
    const serviceMs = await timeService(database.db, logged.merchantId);
    const targetsDir = join(BENCH_DIR, "results", "request-log-targets");
    writeTargets(targetsDir, merchants);
    const throughput = await measureThroughput(url, merchants[2]!, targetsDir);
    report(settings, queries, serviceMs, throughput);
  } finally {
    await sql.end();
    await database.close();
    await benchDatabase.drop();
  }
}

/** listRequestLog end to end from Node (driver and mapping included), median of 11 calls each. */
async function timeService(db: Parameters<typeof listRequestLog>[0]["db"], merchantId: string): Promise<Record<string, number>> {
  const cases = {
    "first page": {},
    "4xx": { statusClass: "4xx" },
    "5xx on updateBookingStatus": { statusClass: "5xx", operation: "updateBookingStatus" },
  } as const;
  const result: Record<string, number> = {};
  for (const [label, query] of Object.entries(cases)) {
    const samples: number[] = [];
    for (let run = 0; run < 11; run++) {
      const started = performance.now();
      await listRequestLog({ db }, merchantId, query);
      samples.push(performance.now() - started);
    }
    result[label] = samples.sort((a, b) => a - b)[5]!;
  }
  return result;
}

async function measureThroughput(url: string, probe: SeededMerchant, targetsDir: string): Promise<Throughput[]> {
  const spec = (enabled: boolean) => ({
    name: enabled ? "log-on" : "log-off",
    command: [process.execPath, ...API_NODE_FLAGS, API_ENTRY],
    env: {
      DATABASE_URL: url,
      LOG_LEVEL: "warn",
      RATE_LIMIT_BURST: "1000000000",
      NODE_ENV: "production",
      REQUEST_LOG_ENABLED: String(enabled),
    },
    readyPath: `/api/external/v1/availability?date=${dateFromToday(3)}&partySize=2`,
    readyHeaders: { Authorization: `Bearer ${probe.apiKey}`, "X-Merchant-Id": probe.merchantId },
  });
  const on = await startServer(spec(true), REPO_ROOT);
  const off = await startServer(spec(false), REPO_ROOT);
  const results: Throughput[] = settings.scenarios.map((scenario) => ({
    scenario,
    on: [],
    off: [],
    cpuUsOn: [],
    cpuUsOff: [],
    postgresCpuUsOn: [],
    postgresCpuUsOff: [],
    failuresOn: 0,
  }));
  try {
    const load = (server: ServerProcess, scenario: string, seconds: number) =>
      runLoad({ url: server.url, scenario, seconds, connections: 32, threads: 2, targetsDir });
    log("warm-up");
    for (const server of [on, off]) await load(server, "availability", 3);
    for (let round = 0; round < settings.rounds; round++) {
      for (const result of results) {
        // Alternate which goes first, so drift on a shared machine does not favour one side.
        for (const server of round % 2 === 0 ? [on, off] : [off, on]) {
          const cpuBefore = cpuTimeMs(server.pid);
          const postgresCpuBefore = postgresCpuTimeMs();
          const run = await load(server, result.scenario, settings.seconds);
          const perRequest = (cpuMs: number) => (cpuMs * 1000) / Math.max(1, run.requests);
          (server === on ? result.on : result.off).push(run.requestsPerSecond);
          (server === on ? result.cpuUsOn : result.cpuUsOff).push(perRequest(cpuTimeMs(server.pid) - cpuBefore));
          (server === on ? result.postgresCpuUsOn : result.postgresCpuUsOff).push(
            perRequest(postgresCpuTimeMs() - postgresCpuBefore),
          );
          if (server === on)
            result.failuresOn += Object.entries(run.statuses)
              .filter(([status]) => !status.startsWith("2"))
              .reduce((sum, [, n]) => sum + n, 0);
          log(`round ${round + 1} ${result.scenario} ${server.name}: ${run.requestsPerSecond.toFixed(0)} req/s`);
        }
      }
    }
  } finally {
    await on.stop();
    await off.stop();
  }
  return results;
}

function writeTargets(dir: string, merchants: SeededMerchant[]): void {
  const dates = Array.from(
    { length: 60 },
    (_, index) => [dateFromToday(index + 2), dateFromToday(index + 32)] as [string, string],
  );
  writeTargetsFiles(dir, {
    merchants,
    busy: { ...merchants[0]!, rangeStart: dates[0]![0], rangeEnd: dates[0]![1], deepCursor: crypto.randomUUID() },
    hot: { ...merchants[1]!, date: dates[5]![0], time: "19:00" },
    dateRanges: dates,
    bookings: [],
  });
}

function log(message: string): void {
  process.stderr.write(`[bench:request-log] ${message}\n`);
}

await main();
