import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { SeededMerchant } from "./seed-platform.js";
import type { ServerSpec } from "./server-process.js";
import { dateFromToday } from "./targets-files.js";

export const BENCH_DIR = resolve(fileURLToPath(import.meta.url), "../..");
export const REPO_ROOT = resolve(BENCH_DIR, "..");
// BENCH_API_ENTRY points at another build, e.g. a copy of the previous one for a before/after profile.
export const API_ENTRY = process.env.BENCH_API_ENTRY ?? join(REPO_ROOT, "apps/api/dist/main.js");
/** `pnpm worker` of the same build: the bundle's worker entry beside its main. */
export const WORKER_ENTRY = join(API_ENTRY, "../worker.js");

/**
 * Node flags for the API process: BENCH_CPU_PROFILE=<dir> writes a .cpuprofile of each when it
 * exits; BENCH_API_NODE_FLAGS adds others (space-separated), e.g. to try V8 heap settings.
 */
export const API_NODE_FLAGS = [
  ...(process.env.BENCH_CPU_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
  ...(process.env.BENCH_API_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
];

/** The three servers of a run: the API, its fair hand-written baseline, and the one-query baseline. */
export function apiServerSpec(databaseUrl: string, probe: SeededMerchant): ServerSpec {
  return {
    name: "api",
    command: [process.execPath, ...API_NODE_FLAGS, API_ENTRY],
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

export function fairBaselineSpec(databaseUrl: string, probe: SeededMerchant): ServerSpec {
  return {
    name: "fair",
    command: [process.execPath, "--import", "tsx", join(BENCH_DIR, "src/fair-baseline/server.ts")],
    env: { DATABASE_URL: databaseUrl, NODE_ENV: "production" },
    readyPath: `/api/external/v1/availability?date=${dateFromToday(3)}&partySize=2`,
    readyHeaders: { Authorization: `Bearer ${probe.apiKey}`, "X-Merchant-Id": probe.merchantId },
  };
}

export function baselineServerSpec(databaseUrl: string): ServerSpec {
  return {
    name: "baseline",
    command: [process.execPath, "--import", "tsx", join(BENCH_DIR, "src/baseline-server.ts")],
    env: { DATABASE_URL: databaseUrl },
    readyPath: `/seats?merchant=00000000-0000-0000-0000-000000000000&date=${dateFromToday(3)}`,
  };
}
