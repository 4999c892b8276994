import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { AppConfig } from "../config/env.js";

/** A file every PostgreSQL (and so PGlite) data folder holds: what tells one from any other folder. */
const DATA_FOLDER_MARKER = "PG_VERSION";

/**
 * `pnpm demo --reset`: deletes the embedded database's folder (PGLITE_DATA_DIR), so the demo
 * starts from scratch with a new merchant, key and sample bookings. It refuses a folder that is
 * not a database's (PGLITE_DATA_DIR pointed at the wrong place must not cost anyone their files),
 * and PostgreSQL, whose database is not the demo's to drop.
 */
export function resetDemoData(config: Pick<AppConfig, "DATABASE_URL" | "PGLITE_DATA_DIR">): void {
  if (config.DATABASE_URL) {
    throw new Error("--reset deletes the embedded database only; with DATABASE_URL set, drop or recreate that database yourself");
  }
  const folder = config.PGLITE_DATA_DIR;
  if (!existsSync(folder)) return;
  if (readdirSync(folder).length > 0 && !existsSync(join(folder, DATA_FOLDER_MARKER))) {
    throw new Error(`--reset refuses to delete ${folder}: it does not look like an embedded database (no ${DATA_FOLDER_MARKER})`);
  }
  rmSync(folder, { recursive: true, force: true });
}
