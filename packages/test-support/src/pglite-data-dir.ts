import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { migratedPgliteTemplate } from "./pglite-template.js";

/**
 * Fills `dataDir` (absent or empty) with a migrated embedded database, for tests whose separate
 * processes (the admin CLI, a spawned server) open `PGLITE_DATA_DIR` one after another: the first
 * of them would otherwise migrate an empty database, seconds of CPU that those tests do not test.
 */
export async function createMigratedPgliteDataDir(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { loadDataDir: await migratedPgliteTemplate() });
  await client.close();
}
