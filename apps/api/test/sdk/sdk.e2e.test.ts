import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, countMerchantBookings } from "../support/booking-requests.js";
import type { TestMerchant } from "../support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "../support/test-api.js";
import { ReservationClient, isReservationApiError, type CreateBookingParams } from "@reservation-api/sdk";
import { startFaultyProxy } from "./support/faulty-proxy.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: "2026-06-01T09:00:00.000Z" });
});
afterAll(() => api.close());

function clientFor(merchant: TestMerchant, baseUrl = api.url) {
  return new ReservationClient({
    apiKey: merchant.apiKey,
    merchantId: merchant.merchantId,
    baseUrl,
    retryDelay: { initialMs: 10, maxMs: 50 },
  });
}

const input = (overrides: Record<string, unknown> = {}) => bookingBody(overrides) as unknown as CreateBookingParams;

describe("the SDK against the real API", () => {
  it("checks availability, creates, lists and updates a booking", async () => {
    const merchant = await api.seedMerchant();
    const client = clientFor(merchant);
    const availability = await client.availability.get({ date: "2026-06-02", partySize: 2 });
    expect(availability.availableSlots).toContain("19:00");
    const created = await client.bookings.create(input({ localTime: "19:00" }));
    expect(created.replayed).toBe(false);
    expect(created.booking).toMatchObject({ localDate: "2026-06-02", localTime: "19:00", status: "pending" });
    const page = await client.bookings.list({ startDate: "2026-06-01", endDate: "2026-06-30" });
    expect(page.bookings.map((booking) => booking.id)).toEqual([created.booking.id]);
    const updated = await client.bookings.updateStatus(created.booking.bookingRef.toLowerCase(), "checked-in");
    expect(updated).toMatchObject({ id: created.booking.id, status: "checked-in" });
  });

  it("walks every page with listAll", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 100 } });
    const client = clientFor(merchant);
    const times = ["17:00", "17:30", "18:00", "18:30", "19:00"];
    for (const localTime of times) await client.bookings.create(input({ localTime }));
    const walked: string[] = [];
    for await (const booking of client.bookings.listAll({ startDate: "2026-06-02", endDate: "2026-06-02", limit: 2 })) {
      walked.push(booking.localTime);
    }
    expect(walked).toEqual(times);
  });

  it("retries a create whose answer was lost after the server committed, and gets exactly one booking", async () => {
    const merchant = await api.seedMerchant();
    let posts = 0;
    const proxy = await startFaultyProxy(api.url, (req) =>
      req.method === "POST" && posts++ === 0 ? "drop-after-upstream-answered" : undefined,
    );
    try {
      const result = await clientFor(merchant, proxy.url).bookings.create(input());
      expect(posts).toBe(2);
      expect(result.replayed).toBe(true);
      expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  it("waits out a 409 IDEMPOTENCY_CONFLICT and then succeeds", async () => {
    const merchant = await api.seedMerchant();
    let posts = 0;
    const proxy = await startFaultyProxy(api.url, (req) =>
      req.method === "POST" && posts++ === 0 ? "answer-idempotency-conflict" : undefined,
    );
    try {
      const result = await clientFor(merchant, proxy.url).bookings.create(input());
      expect(posts).toBe(2);
      expect(result.replayed).toBe(false);
      expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  it("raises typed errors for VALIDATION_ERROR, CAPACITY_EXCEEDED and INVALID_API_KEY", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 2 } });
    const client = clientFor(merchant);
    const invalid = await client.bookings.create(input({ partySize: 0 })).catch((error: unknown) => error);
    expect(isReservationApiError(invalid, "VALIDATION_ERROR") && invalid.fieldErrors.map((error) => error.field)).toEqual([
      "partySize",
    ]);

    await client.bookings.create(input({ partySize: 2 }));
    const full = await client.bookings.create(input({ partySize: 2 })).catch((error: unknown) => error);
    expect(isReservationApiError(full, "CAPACITY_EXCEEDED")).toBe(true);
    if (isReservationApiError(full)) {
      expect(full.status).toBe(400);
      expect(full.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(full.requestId).toBeTruthy();
    }

    const wrongKey = new ReservationClient({ apiKey: "rsv_live_nope", merchantId: merchant.merchantId, baseUrl: api.url });
    const unauthorized = await wrongKey.availability.get({ date: "2026-06-02", partySize: 2 }).catch((error: unknown) => error);
    expect(isReservationApiError(unauthorized, "INVALID_API_KEY") && unauthorized.status).toBe(401);
  });
});
