import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { DatabaseHandle } from "./database.js";
import { openPglite, wrapPglite } from "./open-pglite.js";
import { openPostgres } from "./open-postgres.js";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection string of this private database; absent on PGlite. */
  url: string | undefined;
  /** Closes the connections and drops the database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a database of its own on the server named by
 * `DATABASE_URL` (dropped again by `dispose`), or an in-memory PGlite when that is unset.
 */
export async function createTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPgliteTestDatabase();
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `rsv_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = withDatabaseName(serverUrl, name);
  const handle = await openPostgres({ url, poolSize: 20 });
  return {
    handle,
    url,
    async dispose() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let migratedTemplate: Promise<PGlite> | undefined;

/** Booting and migrating PGlite takes seconds; cloning a migrated template is much cheaper. */
async function createPgliteTestDatabase(): Promise<TestDatabase> {
  migratedTemplate ??= openPglite().then((template) => {
    const client = (template.db as unknown as { $client: PGlite }).$client;
    return client;
  });
  const clone = await (await migratedTemplate).clone();
  const handle = await wrapPglite(clone as PGlite, false);
  return { handle, url: undefined, dispose: () => handle.close() };
}

export function withDatabaseName(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}
