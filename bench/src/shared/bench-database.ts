import postgres from "postgres";
import { withDatabaseName } from "@reservation-api/test-support";
import type { CommonSettings } from "../settings.js";

export interface BenchDatabase {
  /** Connection string of the new database. */
  url: string;
  /**
   * Drops it (closing whatever is still connected) and ends the admin connection;
   * BENCH_KEEP_DATABASE=1 leaves it behind for profiling by hand.
   */
  drop(): Promise<void>;
}

/** A database of the bench's own on the server at BENCH_DATABASE_URL, named `<prefix>_<time>`. */
export async function createBenchDatabase(prefix: string, settings: CommonSettings): Promise<BenchDatabase> {
  const serverUrl = settings.databaseServerUrl;
  const name = `${prefix}_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = withDatabaseName(serverUrl, name);
  return {
    url,
    async drop() {
      if (settings.keepDatabase) console.log(`kept ${url}`);
      else await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
