import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, countMerchantBookings, createBooking } from "./support/booking-requests.js";
import { peakSeatsInDatabase } from "./support/seat-audit.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { errorBodyOf, errorCodeOf } from "./support/response-bodies.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("parallel creates for one slot", () => {
  it("seat exactly 10 parties of one out of 40 for a slot with 10 seats", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 10 } });
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => createBooking(api, merchant.headers, bookingBody({ partySize: 1 }))),
    );
    const statuses = responses.map((response) => `${response.status} ${errorCodeOf(response) ?? ""}`.trim());
    expect(statuses.filter((status) => status === "201")).toHaveLength(10);
    expect(statuses.filter((status) => status === "400 CAPACITY_EXCEEDED")).toHaveLength(30);
    expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(10);
    expect(await peakSeatsInDatabase(api.db, merchant.merchantId, 90)).toBe(10);
  });

  it("never overbook overlapping slots under a mixed burst", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 12 } });
    const times = ["18:00", "18:30", "19:00", "19:30", "20:00"];
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        createBooking(api, merchant.headers, bookingBody({ partySize: 1 + (index % 4), localTime: times[index % times.length] })),
      ),
    );
    const created = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status !== 201);
    for (const response of refused) expect(errorBodyOf(response).code).toBe("CAPACITY_EXCEEDED");
    expect(created.length).toBeGreaterThan(0);
    expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(created.length);
    expect(await peakSeatsInDatabase(api.db, merchant.merchantId, 90)).toBeLessThanOrEqual(12);
  });
});

describe("parallel creates against the monthly cap", () => {
  it("let exactly the cap through, however many arrive at once", async () => {
    const merchant = await api.seedMerchant({ settings: { monthlyBookingCap: 10, seatCapacity: 1_000 } });
    const times = ["18:00", "18:15", "18:30", "18:45", "19:00", "19:15"];
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        createBooking(api, merchant.headers, bookingBody({ localTime: times[index % times.length] })),
      ),
    );
    const statuses = responses.map((response) => `${response.status} ${errorCodeOf(response) ?? ""}`.trim());
    expect(statuses.filter((status) => status === "201")).toHaveLength(10);
    expect(statuses.filter((status) => status === "403 BOOKING_LIMIT_REACHED")).toHaveLength(20);
    expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(10);
  });
});
