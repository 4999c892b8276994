import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdBookingLock } from "../support/booking-lock.js";
import { bookingBody, countMerchantBookings, createBooking } from "../support/booking-requests.js";
import { errorBodyOf } from "../support/response-bodies.js";
import { startTestApi, type TestApi } from "../support/test-api.js";
import { present } from "@reservation-api/test-support";

// Stalling the database from outside needs a shared PostgreSQL server.
describe.runIf(process.env.DATABASE_URL)("a slow database [PostgreSQL only: set DATABASE_URL]", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { RESPONSE_TIMEOUT_MS: "1500", MAX_IN_FLIGHT: "3" } });
  });
  afterAll(() => api.close());

  it("gets the caller a 503 by the response deadline, and the retry with the same key finds the booking", async () => {
    const merchant = await api.seedMerchant();
    const lock = await holdBookingLock(present(api.databaseUrl), merchant.merchantId);
    const key = crypto.randomUUID();
    const body = bookingBody();
    const startedAt = Date.now();
    const first = await createBooking(api, merchant.headers, body, key);
    expect(Date.now() - startedAt).toBeLessThan(4_000);
    expect(first.status).toBe(503);
    expect(errorBodyOf(first).code).toBe("SERVICE_UNAVAILABLE");
    expect(first.headers.get("retry-after")).toBe("2");
    await lock.release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const retried = await createBooking(api, merchant.headers, body, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(1);
  });

  it("refuses work beyond the in-flight limit at once instead of queueing it", async () => {
    const merchant = await api.seedMerchant();
    const lock = await holdBookingLock(present(api.databaseUrl), merchant.merchantId);
    const stuck = Array.from({ length: 3 }, () => createBooking(api, merchant.headers, bookingBody()));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const startedAt = Date.now();
    const refused = await api.call("/api/external/v1/availability?date=2026-06-02&partySize=2", { headers: merchant.headers });
    // Well inside the 1.5 s deadline: refused on arrival, not answered when the deadline ran out.
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(refused.status).toBe(503);
    expect(errorBodyOf(refused).code).toBe("SERVICE_UNAVAILABLE");
    await lock.release();
    await Promise.all(stuck);
  });
});
