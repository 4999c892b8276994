import { openDatabase, type DatabaseHandle } from "@reservation-api/db";
import { seedMerchant, type TestMerchant } from "./merchant-fixtures.js";
import { type PrivatePostgres, startPrivatePostgres } from "@reservation-api/test-support";
import { spawnApi, type SpawnedApi } from "./spawned-api.js";

export interface ApiOnPrivateCluster {
  /** The test's own PostgreSQL, which it may stop and start. */
  cluster: PrivatePostgres;
  /** A connection of the test's own, for seeding and for reading what ended up stored. */
  database: DatabaseHandle;
  server: SpawnedApi;
  merchant: TestMerchant;
  /** Kills the API, closes the connection and deletes the cluster. */
  close(): Promise<void>;
}

/**
 * An API process on a PostgreSQL cluster of the test's own, with one seeded merchant: for the
 * fault tests that take the database away under load. A small pool and no rate limit, so the
 * load reaches the database; the response deadline is the test's to choose.
 */
export async function startApiOnPrivateCluster(options: {
  responseTimeoutMs: number;
  merchant?: Parameters<typeof seedMerchant>[1];
}): Promise<ApiOnPrivateCluster> {
  const cluster = await startPrivatePostgres();
  const database = await openDatabase({ url: cluster.url, poolSize: 2 });
  const merchant = await seedMerchant(database.db, options.merchant);
  const server = await spawnApi({
    DATABASE_URL: cluster.url,
    DB_POOL_SIZE: "4",
    RATE_LIMIT_PER_SECOND: "0",
    RESPONSE_TIMEOUT_MS: String(options.responseTimeoutMs),
  });
  return {
    cluster,
    database,
    server,
    merchant,
    async close() {
      await server.stop("SIGKILL");
      await database.close().catch(() => {});
      await cluster.destroy();
    },
  };
}
