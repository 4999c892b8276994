/**
 * `pnpm bench:request-log`: what the request log costs. Throughput of availability and creates
 * with the log on and off (two API processes, rounds alternating between them), and the server
 * time of the request-log pages with BENCH_LOG_ROWS (default 1,000,000) entries for one merchant.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { openDatabase } from "@reservation-api/db";
import { listRequestLog } from "@reservation-api/server";
import { measureThroughput } from "./log-throughput.js";
import { timeRequestLogQueries } from "./request-log-queries.js";
import { report } from "./request-log-report.js";
import { seedRequestLog } from "./seed-request-log.js";
import { apiProcessSettings, requestLogSettings } from "../settings.js";
import { apiBuild } from "../shared/api-process.js";
import { createBenchDatabase } from "../shared/bench-database.js";
import { assertLoadGeneratorInstalled } from "../shared/load-generator.js";
import { BENCH_DIR } from "../shared/paths.js";
import { seedBookings, seedMerchants, type SeededMerchant } from "../shared/seed-platform.js";
import { median } from "../shared/statistics.js";
import { dateFromToday, writeTargetsFiles } from "../shared/targets-files.js";

async function main(): Promise<void> {
  const settings = requestLogSettings();
  const build = apiBuild(apiProcessSettings());
  assertLoadGeneratorInstalled();
  if (!existsSync(build.entry)) throw new Error("Build the API first: pnpm --filter @reservation-api/api build");
  const benchDatabase = await createBenchDatabase("rsv_bench_reqlog", settings);
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
    const [logged, lightlyLogged, probe] = merchants;
    if (logged === undefined || lightlyLogged === undefined || probe === undefined)
      throw new Error("Seeding returned too few merchants");
    log(`seeding ${settings.logRows} request-log rows for one merchant`);
    await seedRequestLog(sql, logged.merchantId, settings.logRows);
    await seedRequestLog(sql, lightlyLogged.merchantId, Math.round(settings.logRows / 10));
    await sql`vacuum analyze request_log_entries`;
    const queries = await timeRequestLogQueries(sql, logged.merchantId);
    const serviceMs = await timeService(database.db, logged.merchantId);
    const targetsDir = join(BENCH_DIR, "results", "request-log-targets");
    writeTargets(targetsDir, merchants, logged, lightlyLogged);
    const throughput = await measureThroughput({ settings, build, databaseUrl: url, probe, targetsDir, log });
    const { seconds, rounds, logRows, scenarios } = settings;
    report({ seconds, rounds, logRows, scenarios }, queries, serviceMs, throughput, settings.writeResults);
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
    result[label] = median(samples);
  }
  return result;
}

/** wrk's target files: every merchant for availability and creates; the busy and hot files must exist. */
function writeTargets(dir: string, merchants: SeededMerchant[], busy: SeededMerchant, hot: SeededMerchant): void {
  const dates = Array.from(
    { length: 60 },
    (_, index) => [dateFromToday(index + 2), dateFromToday(index + 32)] as [string, string],
  );
  writeTargetsFiles(dir, {
    merchants,
    busy: { ...busy, rangeStart: dateFromToday(2), rangeEnd: dateFromToday(32), deepCursor: crypto.randomUUID() },
    hot: { ...hot, date: dateFromToday(7), time: "19:00" },
    dateRanges: dates,
    bookings: [],
    pendingBookings: [],
  });
}

function log(message: string): void {
  process.stderr.write(`[bench:request-log] ${message}\n`);
}

await main();
