import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@reservation-api/db";
import { createTestDatabase, seedWaitingDeliveries, type TestDatabase, present } from "@reservation-api/test-support";
import { OPERATOR, addWebhookEndpoint, createMerchant } from "../../src/index.js";
import { findDeliveriesForJobs } from "../../src/storage/webhooks/webhook-delivery-claims.js";
import type { DeliveryJob } from "../../src/storage/webhooks/webhook-delivery-store.js";
import { settings } from "../domain/fixtures.js";

// A queue job may run only the attempts its deliveries' rows still name it for: a job left over
// after a resend, or after the delivery ended, must find nothing to send, or the receiver gets
// the event twice from one attempt window.
const ENDPOINT_URL = "http://127.0.0.1:9/hooks";

let database: TestDatabase;
let jobs: DeliveryJob[];
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const deps = { db, now: () => new Date(), allowPrivateWebhookUrls: true };
  const { merchantId } = await createMerchant(deps, { name: "Claims", plan: "pro", settings: settings() });
  const endpoint = { url: ENDPOINT_URL, eventTypes: ["booking.created" as const] };
  await addWebhookEndpoint(deps, merchantId, OPERATOR, endpoint);
  await seedWaitingDeliveries(db, { merchantId, count: 4, payload: { type: "booking.created" } });
  jobs = await queryRows<DeliveryJob>(
    db,
    sql`select id as "deliveryId", job_id as "jobId" from webhook_deliveries order by created_at`,
  );
}, 120_000);
afterAll(async () => {
  await database?.dispose();
});

describe("finding the deliveries of queue jobs", () => {
  it("finds each pending delivery its job names, with the endpoint and the stored event", async () => {
    const found = await findDeliveriesForJobs(database.handle.db, jobs);
    expect([...found.keys()].sort()).toEqual(jobs.map((job) => job.deliveryId).sort());
    const claim = present(found.get(present(jobs[0]).deliveryId));
    expect(claim.endpoint).toMatchObject({ url: ENDPOINT_URL, enabled: true, failingSince: null });
    expect(claim.delivery.attemptCount).toBe(0);
    expect(JSON.parse(claim.payload)).toMatchObject({ id: claim.delivery.eventId, type: "booking.created" });
  });

  it("leaves out a delivery whose row names another job now, and one that is no longer pending", async () => {
    const [resent, ended, current] = jobs as [DeliveryJob, DeliveryJob, DeliveryJob];
    const db = database.handle.db;
    await db.execute(sql`update webhook_deliveries set job_id = gen_random_uuid() where id = ${resent.deliveryId}::uuid`);
    await db.execute(sql`update webhook_deliveries set status = 'succeeded' where id = ${ended.deliveryId}::uuid`);

    const found = await findDeliveriesForJobs(db, [resent, ended, current]);
    expect([...found.keys()]).toEqual([current.deliveryId]);
  });
});
