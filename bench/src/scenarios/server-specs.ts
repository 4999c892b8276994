import { join } from "node:path";
import { apiCommand, availabilityProbePath, probeHeaders, type ApiBuild } from "../shared/api-process.js";
import { BENCH_DIR } from "../shared/paths.js";
import type { SeededMerchant } from "../shared/seed-platform.js";
import type { ServerSpec } from "../shared/server-process.js";
import { dateFromToday } from "../shared/targets-files.js";

/** The three servers of a run: the API, its fair hand-written baseline, and the one-query baseline. */
export function apiServerSpec(build: ApiBuild, databaseUrl: string, probe: SeededMerchant): ServerSpec {
  return {
    name: "api",
    command: apiCommand(build),
    env: {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "info",
      // The load comes from a handful of merchants at thousands of requests a second.
      RATE_LIMIT_BURST: "1000000000",
      NODE_ENV: "production",
    },
    readyPath: availabilityProbePath(),
    readyHeaders: probeHeaders(probe),
  };
}

export function fairBaselineSpec(databaseUrl: string, probe: SeededMerchant): ServerSpec {
  return {
    name: "fair",
    command: [process.execPath, "--import", "tsx", join(BENCH_DIR, "src/fair-baseline/server.ts")],
    env: { DATABASE_URL: databaseUrl, NODE_ENV: "production" },
    readyPath: availabilityProbePath(),
    readyHeaders: probeHeaders(probe),
  };
}

export function oneQueryBaselineSpec(databaseUrl: string): ServerSpec {
  return {
    name: "baseline",
    command: [process.execPath, "--import", "tsx", join(BENCH_DIR, "src/scenarios/one-query-server.ts")],
    env: { DATABASE_URL: databaseUrl },
    readyPath: `/seats?merchant=00000000-0000-0000-0000-000000000000&date=${dateFromToday(3)}`,
  };
}
