import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { MIGRATIONS_FOLDER } from "@reservation-api/db/pglite";

/**
 * A short name for "this schema on this PGlite build": the SQL of every migration and the
 * PGlite package's install path (which carries its version). A migrated template is reused only
 * under the same key, so a new migration or a PGlite upgrade never meets a stale one.
 */
export function migrationsKey(): string {
  const hash = createHash("sha256");
  hash.update(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: "utf8" }).sort()) {
    if (!file.endsWith(".sql") && !file.endsWith(".json")) continue;
    hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest("hex").slice(0, 16);
}
