import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@reservation-api/db";
import { createTestDatabase, seedWaitingDeliveries, type TestDatabase, present } from "@reservation-api/test-support";
import { OPERATOR, addWebhookEndpoint, createMerchant } from "../../src/index.js";
import { findDeliveriesToQueue } from "../../src/storage/webhooks/webhook-delivery-store.js";
import { settings } from "../domain/fixtures.js";

// After an outage of every delivering process, events keep arriving and wait to be queued.
// Each relay pass takes a batch of them; it must read about a batch, not the whole backlog,
// or draining N waiting events costs N²/batch row reads. The planner picked a bitmap scan
// and a sort of every waiting row whenever the table's statistics were missing or stale
// (a new table, PGlite, or a backlog grown since the last analyze).
const BACKLOG = 3_000;
const BATCH = 100;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const deps = { db, now: () => new Date(), allowPrivateWebhookUrls: true };
  const { merchantId } = await createMerchant(deps, { name: "Backlog", plan: "pro", settings: settings() });
  await addWebhookEndpoint(deps, merchantId, OPERATOR, {
    url: "http://127.0.0.1:9/hooks",
    eventTypes: ["booking.created"],
  });
  await seedWaitingDeliveries(db, { merchantId, count: BACKLOG, payload: { type: "booking.created" } });
}, 120_000);
afterAll(async () => {
  await database?.dispose();
});

describe("the relay's work list", () => {
  it("reads one batch of a large backlog, soonest first", async () => {
    const { rowsRead, batch } = await database.handle.db.transaction(async (tx) => {
      const found = await findDeliveriesToQueue(tx, BATCH);
      const [read] = await queryRows<{ fetched: number }>(
        tx,
        sql`select pg_stat_get_xact_tuples_fetched('webhook_deliveries'::regclass)::int as fetched`,
      );
      return { rowsRead: present(read).fetched, batch: found };
    });
    expect(batch).toHaveLength(BATCH);
    const times = batch.map((row) => present(row.nextAttemptAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(rowsRead).toBeLessThan(BACKLOG / 10);
  });
});
