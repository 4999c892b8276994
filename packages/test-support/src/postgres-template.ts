import { openDatabase } from "@reservation-api/db";
import type postgres from "postgres";
import { migrationsKey } from "./migrations-key.js";
import { withDatabaseName } from "./database-name.js";

/** Any number works as long as every test process uses the same one. */
const TEMPLATE_LOCK_ID = 727_002;

/**
 * The name of a migrated database on this server to create test databases from: `create
 * database … template` copies its files in a fraction of the time eight migrations take. Built
 * once per schema (the name carries the migrations' key) by whichever test process gets the
 * advisory lock first; the others wait for it.
 */
export async function migratedPostgresTemplate(admin: postgres.Sql, serverUrl: string): Promise<string> {
  const name = `rsv_template_${migrationsKey()}`;
  if (await exists(admin, name)) return name;
  const reserved = await admin.reserve();
  try {
    await reserved`select pg_advisory_lock(${TEMPLATE_LOCK_ID})`;
    if (!(await exists(reserved, name))) {
      const building = `${name}_building_${process.pid}`;
      await reserved.unsafe(`drop database if exists ${building}`);
      await reserved.unsafe(`create database ${building}`);
      const handle = await openDatabase({ url: withDatabaseName(serverUrl, building), poolSize: 1 });
      await handle.close();
      // Renamed once complete: a database under the final name is always fully migrated.
      await reserved.unsafe(`alter database ${building} rename to ${name}`);
    }
    await reserved`select pg_advisory_unlock(${TEMPLATE_LOCK_ID})`;
  } finally {
    reserved.release();
  }
  return name;
}

async function exists(sql: postgres.Sql | postgres.ReservedSql, name: string): Promise<boolean> {
  const rows = await sql`select 1 from pg_database where datname = ${name}`;
  return rows.length > 0;
}
