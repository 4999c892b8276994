import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { wrapPglite } from "@reservation-api/db/pglite";
import { migrationsKey } from "./migrations-key.js";

const TEMPLATES = join(tmpdir(), "reservation-api-pglite-templates");
/** A lock older than this was left by a killed run: building a template takes seconds. */
const STALE_LOCK_MS = 120_000;

let template: Promise<Blob> | undefined;

/**
 * The data folder of a migrated PGlite, as one file shared by every test process of every run:
 * starting PGlite empty and running the migrations takes seconds of CPU per database, loading a
 * migrated copy a fraction of that. The first process to need it builds it, under a lock file
 * so that parallel workers wait for it instead of building it too.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= loadOrBuild(join(TEMPLATES, `${migrationsKey()}.tar`));
  return template;
}

async function loadOrBuild(file: string): Promise<Blob> {
  mkdirSync(TEMPLATES, { recursive: true });
  const lock = `${file}.lock`;
  while (!existsSync(file)) {
    if (takeLock(lock)) {
      try {
        if (!existsSync(file)) await build(file);
      } finally {
        rmSync(lock, { force: true });
      }
    } else {
      await sleep(200);
    }
  }
  return new Blob([readFileSync(file)]);
}

function takeLock(lock: string): boolean {
  try {
    closeSync(openSync(lock, "wx"));
    return true;
  } catch {
    if (Date.now() - modifiedAt(lock) > STALE_LOCK_MS) rmSync(lock, { force: true });
    return false;
  }
}

function modifiedAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Date.now();
  }
}

async function build(file: string): Promise<void> {
  const client = new PGlite();
  const handle = await wrapPglite(client, true);
  const dump = await client.dumpDataDir("none");
  await handle.close();
  // Written beside, then renamed: a reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}
