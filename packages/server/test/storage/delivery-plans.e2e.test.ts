import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows, type Database, type DatabaseHandle } from "@reservation-api/db";
import { createTestDatabase, seedWaitingDeliveries, type TestDatabase, present } from "@reservation-api/test-support";
import { OPERATOR, addWebhookEndpoint, createMerchant } from "../../src/index.js";
import {
  findDeliveriesToQueue,
  recordAttempts,
  type DeliveryJob,
  type RecordedAttempt,
} from "../../src/storage/webhooks/webhook-delivery-store.js";
import { settings } from "../domain/fixtures.js";

// Delivery's tables start empty on a new database and grow by the event. Its prepared
// statements, run a few times while the tables were small, settled on generic plans that read
// every row, and kept them as the tables grew (until an ANALYZE, which autovacuum may not have
// run yet): after a minute of load, recording a batch of attempts cost 2.6 ms instead of 0.9.
// What keeps both statements reading a batch, not the table: the delivery pool plans every
// execution, recordAttempts names its ids in an array, and the relay's select walks its index.
const GROWN_TO = 5_000;
const BATCH = 20;

let database: TestDatabase;
let delivery: DatabaseHandle;
let endpointId: string;
let merchantId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const deps = { db: database.handle.db, now: () => new Date(), allowPrivateWebhookUrls: true };
  ({ merchantId } = await createMerchant(deps, { name: "Plans", plan: "pro", settings: settings() }));
  ({ id: endpointId } = await addWebhookEndpoint(deps, merchantId, OPERATOR, {
    url: "http://127.0.0.1:9/hooks",
    eventTypes: ["booking.created"],
  }));
  // One connection, as a prepared statement's plan is kept per connection.
  delivery = await openDatabase({ url: present(database.url), poolSize: 1, migrate: false, planEveryQuery: true });
}, 120_000);
afterAll(async () => {
  await delivery?.close();
  await database?.dispose();
});

const seed = (count: number) =>
  seedWaitingDeliveries(database.handle.db, { merchantId, count, payload: { type: "booking.created" } });

async function newestJobs(count: number): Promise<DeliveryJob[]> {
  return queryRows<DeliveryJob>(
    database.handle.db,
    sql`select id as "deliveryId", job_id as "jobId" from webhook_deliveries
        where status = 'pending' order by created_at desc limit ${count}`,
  );
}

function succeeded(job: DeliveryJob): RecordedAttempt {
  const attempt = { at: new Date(), responseStatus: 204, latencyMs: 3, responseBody: "", error: null };
  return {
    claim: { ...job, endpointId },
    attempt: { ...attempt, requestHeaders: { "webhook-id": "msg_test" }, responseHeaders: {} },
    outcome: { status: "succeeded" },
  };
}

/**
 * Rows of webhook_deliveries the work read, by scanning the table or through an index (bitmap
 * scans included). The counters also hold the connection's earlier transactions until they are
 * flushed to the shared statistics, hence the difference.
 */
async function rowsReadBy(work: (tx: Database) => Promise<unknown>): Promise<number> {
  const read = async (tx: Database) => {
    const [stats] = await queryRows<{ rows: number }>(
      tx,
      sql`select (seq_tup_read + coalesce(idx_tup_fetch, 0))::int as rows
          from pg_stat_xact_user_tables where relname = 'webhook_deliveries'`,
    );
    return present(stats).rows;
  };
  return delivery.db.transaction(async (tx) => {
    const before = await read(tx);
    await work(tx);
    return (await read(tx)) - before;
  });
}

describe.runIf(process.env.DATABASE_URL)("delivery's statements as its tables grow [needs DATABASE_URL]", () => {
  it("records attempts and reads the work list by index once the table has grown, though first run on a small one", async () => {
    await seed(BATCH * 10);
    for (let run = 0; run < 8; run++) {
      await recordAttempts(delivery.db, (await newestJobs(BATCH)).map(succeeded));
      await rowsReadBy((tx) => findDeliveriesToQueue(tx, BATCH));
    }

    await seed(GROWN_TO);
    const jobs = await newestJobs(BATCH);
    expect(await rowsReadBy((tx) => recordAttempts(tx, jobs.map(succeeded)))).toBeLessThan(GROWN_TO / 10);
    const [recorded] = await queryRows<{ succeeded: number }>(
      database.handle.db,
      sql`select count(*)::int as succeeded from webhook_deliveries where status = 'succeeded'`,
    );
    expect(present(recorded).succeeded).toBe(BATCH * 9);
    expect(await rowsReadBy((tx) => findDeliveriesToQueue(tx, BATCH))).toBeLessThan(GROWN_TO / 10);
  });
});
