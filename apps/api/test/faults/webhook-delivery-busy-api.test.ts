import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdBookingLock } from "../support/booking-lock.js";
import { bookingBody, createBooking } from "../support/booking-requests.js";
import { startTestApi, type TestApi } from "../support/test-api.js";
import { startWebhookReceiver, present } from "@reservation-api/test-support";
import { FAST_DELIVERY_ENV, eventually, soonLocalDate, subscribe } from "../support/webhook-fixtures.js";

/** The connections the test API's requests share (createTestDatabase's pool). */
const API_POOL_SIZE = 20;

// Holding a lock from outside needs a shared PostgreSQL server; PGlite has one connection for all.
describe.runIf(process.env.DATABASE_URL)("webhook delivery beside a saturated API [PostgreSQL only: set DATABASE_URL]", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      now: new Date().toISOString(),
      env: { ...FAST_DELIVERY_ENV, WEBHOOK_RETRY_FIRST_DELAY_MS: "1500" },
    });
  });
  afterAll(() => api.close());

  it("retries an event on time while every connection of the API waits for a lock", async () => {
    const subscribed = await api.seedMerchant();
    const busy = await api.seedMerchant();
    const target = await startWebhookReceiver((index) => (index === 0 ? 500 : 204));
    const lock = await holdBookingLock(present(api.databaseUrl), busy.merchantId);
    try {
      await subscribe(api.db, subscribed.merchantId, target.url);
      const booked = await createBooking(api, subscribed.headers, bookingBody({ localDate: soonLocalDate() }));
      expect(booked.status).toBe(201);
      await target.waitFor(1);

      // More creates than the pool has connections, all waiting for the busy merchant's lock.
      const stuck = Array.from({ length: API_POOL_SIZE + 5 }, () =>
        createBooking(api, busy.headers, bookingBody({ localDate: soonLocalDate(), partySize: 1 })),
      );
      await eventually(
        () => lock.waiters(),
        (waiting) => waiting >= API_POOL_SIZE,
      );

      // The retry is due 1.5 s after the first attempt; it needs the database to be found,
      // claimed and recorded. Sharing the API's pool, it would wait for the lock's release.
      const [first, retry] = await target.waitFor(2, 10_000);
      expect(present(retry).receivedAt - present(first).receivedAt).toBeLessThan(10_000);
      expect(await lock.waiters()).toBeGreaterThanOrEqual(API_POOL_SIZE);
      await lock.release();
      expect((await Promise.all(stuck)).map((response) => response.status)).not.toContain(500);
    } finally {
      await lock.release().catch(() => {});
      await target.close();
    }
  }, 60_000);
});
