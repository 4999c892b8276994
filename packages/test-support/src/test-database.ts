import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase, type DatabaseHandle } from "@reservation-api/db";
import { wrapPglite } from "@reservation-api/db/pglite";
import postgres from "postgres";
import { withDatabaseName } from "./database-name.js";
import { migratedPgliteTemplate } from "./pglite-template.js";
import { migratedPostgresTemplate } from "./postgres-template.js";
import { testDatabaseServerUrl } from "./test-environment.js";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection string of this private database; absent on PGlite. */
  url: string | undefined;
  /** Closes the connections and drops the database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a database of its own on the server named by
 * `DATABASE_URL` (dropped again by `dispose`), or an in-memory PGlite when that is unset. Both
 * are copies of a database migrated once, not migrated one by one.
 */
export async function createTestDatabase(serverUrl = testDatabaseServerUrl()): Promise<TestDatabase> {
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPgliteTestDatabase();
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `rsv_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const template = await migratedPostgresTemplate(admin, serverUrl);
  await admin.unsafe(`create database ${name} template ${template}`);
  const url = withDatabaseName(serverUrl, name);
  const handle = await openDatabase({ url, poolSize: 20 });
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

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const client = await PGlite.create({ loadDataDir: await migratedPgliteTemplate() });
  const handle = await wrapPglite(client, false);
  return { handle, url: undefined, dispose: () => handle.close() };
}
