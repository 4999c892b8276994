import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateMerchant } from "@reservation-api/server";
import { bookingBody, createBooking, expectCreateRefused } from "./support/booking-requests.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { bookingOf, errorBodyOf } from "./support/response-bodies.js";

const NOW = "2026-06-01T09:00:00.000Z";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: NOW });
});
afterAll(() => api.close());

const expectRefused = (merchant: TestMerchant, body: Record<string, unknown>, status: number, code: string) =>
  expectCreateRefused(api, merchant, body, status, code);

describe("RESTAURANT_UNAVAILABLE", () => {
  it("when the restaurant is not accepting bookings", async () => {
    const merchant = await api.seedMerchant();
    await updateMerchant(api.deps, merchant.merchantId, { settings: { acceptingBookings: false } });
    await expectRefused(merchant, bookingBody(), 400, "RESTAURANT_UNAVAILABLE");
  });

  it("on a closed date", async () => {
    const merchant = await api.seedMerchant({ settings: { closedDates: ["2026-06-02"] } });
    await expectRefused(merchant, bookingBody(), 400, "RESTAURANT_UNAVAILABLE");
  });

  it("on a weekday without opening hours", async () => {
    const merchant = await api.seedMerchant({ settings: { weeklyHours: { "1": [{ open: "17:00", close: "22:00" }] } } });
    // 2026-06-02 is a Tuesday.
    await expectRefused(merchant, bookingBody(), 400, "RESTAURANT_UNAVAILABLE");
  });

  it("for a time that is not a slot: before opening, or after the last seating", async () => {
    const merchant = await api.seedMerchant();
    await expectRefused(merchant, bookingBody({ localTime: "16:45" }), 400, "RESTAURANT_UNAVAILABLE");
    await expectRefused(merchant, bookingBody({ localTime: "20:45" }), 400, "RESTAURANT_UNAVAILABLE");
    const lastSeating = await createBooking(api, merchant.headers, bookingBody({ localTime: "20:30" }));
    expect(lastSeating.status).toBe(201);
  });

  it("beyond the booking horizon", async () => {
    const merchant = await api.seedMerchant({ settings: { maxAdvanceDays: 10 } });
    await expectRefused(merchant, bookingBody({ localDate: "2026-06-12" }), 400, "RESTAURANT_UNAVAILABLE");
    expect((await createBooking(api, merchant.headers, bookingBody({ localDate: "2026-06-11" }))).status).toBe(201);
  });

  it("wins over a slot in the past", async () => {
    const merchant = await api.seedMerchant({ settings: { closedDates: ["2026-05-20"] } });
    await expectRefused(merchant, bookingBody({ localDate: "2026-05-20" }), 400, "RESTAURANT_UNAVAILABLE");
  });
});

describe("ADVANCE_TIME_REQUIRED", () => {
  it("for a slot in the past", async () => {
    const merchant = await api.seedMerchant();
    await expectRefused(merchant, bookingBody({ localDate: "2026-05-31" }), 400, "ADVANCE_TIME_REQUIRED");
  });

  it("for a slot inside the minimum advance window, and not just outside it", async () => {
    const merchant = await api.seedMerchant();
    api.clock.set("2026-06-02T17:31:00.000Z"); // 18:31 in London; the window is 60 minutes
    try {
      await expectRefused(merchant, bookingBody({ localTime: "19:30" }), 400, "ADVANCE_TIME_REQUIRED");
      expect((await createBooking(api, merchant.headers, bookingBody({ localTime: "19:45" }))).status).toBe(201);
    } finally {
      api.clock.set(NOW);
    }
  });
});

describe("party size outside the restaurant's range", () => {
  it("is a VALIDATION_ERROR on partySize, after the time checks", async () => {
    const merchant = await api.seedMerchant({ settings: { minPartySize: 2, maxPartySize: 6 } });
    for (const partySize of [1, 7]) {
      const response = await expectRefused(merchant, bookingBody({ partySize }), 400, "VALIDATION_ERROR");
      expect(errorBodyOf(response).errors).toEqual([{ field: "partySize", message: "Party size must be between 2 and 6" }]);
    }
    await expectRefused(merchant, bookingBody({ partySize: 7, localDate: "2026-05-31" }), 400, "ADVANCE_TIME_REQUIRED");
  });
});

describe("DUPLICATE_BOOKING", () => {
  it("for the same email in another letter case, same time and party size, within 5 minutes", async () => {
    const merchant = await api.seedMerchant();
    expect((await createBooking(api, merchant.headers, bookingBody({ email: "Guest@Example.com" }))).status).toBe(201);
    await expectRefused(merchant, bookingBody({ email: "guest@example.COM" }), 409, "DUPLICATE_BOOKING");
  });

  it("for the same phone written with and without separators, naming the earlier booking", async () => {
    const merchant = await api.seedMerchant();
    const first = await createBooking(api, merchant.headers, bookingBody({ email: undefined, phone: "(212) 555-0100" }));
    expect(first.status).toBe(201);
    const duplicate = await createBooking(api, merchant.headers, bookingBody({ email: undefined, phone: "212.555.0100" }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      code: "DUPLICATE_BOOKING",
      existingBooking: { id: bookingOf(first).id, bookingRef: bookingOf(first).bookingRef },
    });
  });

  it("for the same phone digits with and without +", async () => {
    const merchant = await api.seedMerchant();
    const first = bookingBody({ email: undefined, phone: "+447700900123" });
    expect((await createBooking(api, merchant.headers, first)).status).toBe(201);
    await expectRefused(merchant, bookingBody({ email: undefined, phone: "447700900123" }), 409, "DUPLICATE_BOOKING");
  });

  it("even when the earlier booking was cancelled, and not after 5 minutes", async () => {
    const merchant = await api.seedMerchant();
    const first = await createBooking(api, merchant.headers, bookingBody({ email: "twice@example.com" }));
    await api.call(`/api/external/v1/bookings/${bookingOf(first).bookingRef}/status`, {
      method: "PATCH",
      headers: merchant.headers,
      body: { status: "cancelled" },
    });
    await expectRefused(merchant, bookingBody({ email: "twice@example.com" }), 409, "DUPLICATE_BOOKING");
    api.clock.advance(5 * 60_000 + 1);
    try {
      expect((await createBooking(api, merchant.headers, bookingBody({ email: "twice@example.com" }))).status).toBe(201);
    } finally {
      api.clock.set(NOW);
    }
  });

  it("not for another time or party size", async () => {
    const merchant = await api.seedMerchant();
    expect((await createBooking(api, merchant.headers, bookingBody({ email: "same@example.com" }))).status).toBe(201);
    expect((await createBooking(api, merchant.headers, bookingBody({ email: "same@example.com", partySize: 3 }))).status).toBe(
      201,
    );
    expect(
      (await createBooking(api, merchant.headers, bookingBody({ email: "same@example.com", localTime: "19:15" }))).status,
    ).toBe(201);
  });
});

describe("CAPACITY_EXCEEDED", () => {
  it("when overlapping seatings would pass the seat capacity", async () => {
    const merchant = await api.seedMerchant();
    expect((await createBooking(api, merchant.headers, bookingBody({ partySize: 8, localTime: "19:00" }))).status).toBe(201);
    await expectRefused(merchant, bookingBody({ partySize: 3, localTime: "19:00" }), 400, "CAPACITY_EXCEEDED");
    await expectRefused(merchant, bookingBody({ partySize: 3, localTime: "18:00" }), 400, "CAPACITY_EXCEEDED");
    await expectRefused(merchant, bookingBody({ partySize: 3, localTime: "20:15" }), 400, "CAPACITY_EXCEEDED");
    expect((await createBooking(api, merchant.headers, bookingBody({ partySize: 2, localTime: "19:00" }))).status).toBe(201);
  });

  it("not for a seating that starts as the other one ends", async () => {
    const merchant = await api.seedMerchant();
    expect((await createBooking(api, merchant.headers, bookingBody({ partySize: 8, localTime: "17:00" }))).status).toBe(201);
    expect((await createBooking(api, merchant.headers, bookingBody({ partySize: 8, localTime: "18:30" }))).status).toBe(201);
  });

  it("wins over nothing else: a duplicate is reported first", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 2 } });
    expect((await createBooking(api, merchant.headers, bookingBody({ email: "dup@example.com" }))).status).toBe(201);
    await expectRefused(merchant, bookingBody({ email: "dup@example.com" }), 409, "DUPLICATE_BOOKING");
  });
});
