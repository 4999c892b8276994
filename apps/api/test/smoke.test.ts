import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { availabilityOf, bookingListOf, bookingOf } from "./support/response-bodies.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: "2026-06-01T09:00:00.000Z" });
});
afterAll(() => api.close());

describe("smoke", () => {
  it("creates and lists a booking", async () => {
    const merchant = await api.seedMerchant();
    const availability = await api.call("/api/external/v1/availability?date=2026-06-02&partySize=2", {
      headers: merchant.headers,
    });
    expect(availability.status).toBe(200);
    expect(availabilityOf(availability).availableSlots[0]).toBe("17:00");
    const created = await api.call("/api/external/v1/bookings", {
      method: "POST",
      headers: { ...merchant.headers, "Idempotency-Key": crypto.randomUUID() },
      body: { customerName: "Ann", email: "ann@example.com", partySize: 2, localDate: "2026-06-02", localTime: "19:00" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listed = await api.call("/api/external/v1/bookings?startDate=2026-06-01&endDate=2026-06-30", {
      headers: merchant.headers,
    });
    expect(bookingListOf(listed).bookings).toHaveLength(1);
    const patched = await api.call(`/api/external/v1/bookings/${bookingOf(created).bookingRef.toLowerCase()}/status`, {
      method: "PATCH",
      headers: merchant.headers,
      body: { status: "cancelled" },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  });
});
