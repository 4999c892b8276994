import { join } from "node:path";
import type { ApiProcessSettings } from "../settings.js";
import { REPO_ROOT } from "./paths.js";
import type { SeededMerchant } from "./seed-platform.js";
import { dateFromToday } from "./targets-files.js";

export interface ApiBuild {
  /** The bundle's main entry: the repository's build unless BENCH_API_ENTRY names another. */
  entry: string;
  /** `pnpm worker` of the same build: the bundle's worker entry beside its main. */
  workerEntry: string;
  /** Node flags for its processes: a CPU profile (BENCH_CPU_PROFILE) and BENCH_API_NODE_FLAGS. */
  nodeFlags: string[];
}

export function apiBuild(settings: ApiProcessSettings): ApiBuild {
  const entry = settings.entry ?? join(REPO_ROOT, "apps/api/dist/main.js");
  return { entry, workerEntry: join(entry, "../worker.js"), nodeFlags: settings.nodeFlags };
}

/** The command that runs the API from its bundle, as `pnpm start` would. */
export function apiCommand(build: ApiBuild): [string, ...string[]] {
  return [process.execPath, ...build.nodeFlags, build.entry];
}

/** An availability request a started API (or its fair baseline) answers 200. */
export function availabilityProbePath(): string {
  return `/api/external/v1/availability?date=${dateFromToday(3)}&partySize=2`;
}

export function probeHeaders(probe: SeededMerchant): Record<string, string> {
  return { Authorization: `Bearer ${probe.apiKey}`, "X-Merchant-Id": probe.merchantId };
}
