import type postgres from "postgres";
import type { LoadSettings, RoundTiming } from "./measure-rounds.js";
import type { ScenarioSettings } from "../settings.js";
import type { SeededMerchant } from "../shared/seed-platform.js";
import type { ServerProcess } from "../shared/server-process.js";

/** What the measuring steps share: the database, the servers, the seeded merchants and the load settings. */
export interface BenchRun {
  settings: ScenarioSettings;
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

export function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}
