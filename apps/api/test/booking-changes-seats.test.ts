import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CHANGE_DATE, bookThrough, changeBooking, expectChangeRefused, slotsOf } from "./support/booking-changes.js";
import { startTestApi, type TestApi } from "./support/test-api.js";

const NOW = "2026-06-01T09:00:00.000Z";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: NOW });
});
afterEach(() => api.clock.set(NOW));
afterAll(() => api.close());

describe("a change of date, time or party size", () => {
  it("never counts the booking's own seats against it: 6 -> 8 at the same time needs only 2 free seats", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 10 } });
    const six = await bookThrough(api, merchant, { partySize: 6 });
    const two = await bookThrough(api, merchant, { partySize: 2 });
    const grown = await changeBooking(api, merchant, six.id, { partySize: 8 });
    expect(grown.status, JSON.stringify(grown.body)).toBe(200);
    expect(grown.body).toEqual({ ...six, partySize: 8 });
    // The slot is full now: the other party cannot grow by one.
    const refused = await expectChangeRefused(
      api,
      merchant,
      two.id,
      { partySize: 3 },
      { status: 400, code: "CAPACITY_EXCEEDED" },
    );
    expect(refused.body.alternatives).toEqual(expect.any(Array));
  });

  it("frees the old seats and takes the new ones, as availability shows before and after", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 10, maxPartySize: 10 } });
    const full = await bookThrough(api, merchant, { partySize: 10, localTime: "19:00" });
    const before = await slotsOf(api, merchant, 1);
    expect(before.fullSlots).toContain("19:00");
    expect(before.availableSlots).toContain("17:00");
    const moved = await changeBooking(api, merchant, full.bookingRef, { localTime: "17:00" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ localTime: "17:00", bookingTimeUtc: "2026-06-02T16:00:00.000Z" });
    const after = await slotsOf(api, merchant, 1);
    expect(after.fullSlots).toContain("17:00");
    expect(after.fullSlots).not.toContain("19:00");
    expect(after.availableSlots).toContain("19:00");
  });

  it("refuses a time the restaurant does not offer with RESTAURANT_UNAVAILABLE", async () => {
    const merchant = await api.seedMerchant({ settings: { closedDates: ["2026-06-03"] } });
    const booking = await bookThrough(api, merchant);
    await expectChangeRefused(api, merchant, booking.id, { localTime: "12:00" }, { status: 400, code: "RESTAURANT_UNAVAILABLE" });
    await expectChangeRefused(
      api,
      merchant,
      booking.id,
      { localDate: "2026-06-03" },
      { status: 400, code: "RESTAURANT_UNAVAILABLE" },
    );
  });

  it("refuses a time too soon with ADVANCE_TIME_REQUIRED", async () => {
    const merchant = await api.seedMerchant({ settings: { minAdvanceMinutes: 60 } });
    const booking = await bookThrough(api, merchant);
    api.clock.set("2026-06-02T16:30:00.000Z"); // 17:30 in London
    await expectChangeRefused(api, merchant, booking.id, { localTime: "18:00" }, { status: 400, code: "ADVANCE_TIME_REQUIRED" });
    expect((await changeBooking(api, merchant, booking.id, { localTime: "18:45" })).status).toBe(200);
  });

  it("refuses a party size outside the restaurant's range as a VALIDATION_ERROR on partySize", async () => {
    const merchant = await api.seedMerchant({ settings: { minPartySize: 2, maxPartySize: 8 } });
    const booking = await bookThrough(api, merchant, { partySize: 4 });
    for (const partySize of [9, 1]) {
      const refused = await expectChangeRefused(
        api,
        merchant,
        booking.id,
        { partySize },
        { status: 400, code: "VALIDATION_ERROR" },
      );
      expect(refused.body.errors?.map((error) => error.field)).toEqual(["partySize"]);
    }
  });

  it("refuses a full slot with CAPACITY_EXCEEDED and alternatives that count the booking's own seats as free", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 10, maxPartySize: 10 } });
    const moving = await bookThrough(api, merchant, { partySize: 6, localTime: "17:00" });
    await bookThrough(api, merchant, { partySize: 4, localTime: "17:00" });
    await bookThrough(api, merchant, { partySize: 10, localTime: "19:00" });
    const refused = await expectChangeRefused(
      api,
      merchant,
      moving.id,
      { localTime: "19:00" },
      { status: 400, code: "CAPACITY_EXCEEDED" },
    );
    // 17:00 has 6 seats free only if the moving party's own 6 are left out.
    expect(refused.body.alternatives).toContainEqual({ localDate: CHANGE_DATE, localTime: "17:00" });
  });

  it("does not count a change against the monthly cap", async () => {
    const merchant = await api.seedMerchant({ settings: { monthlyBookingCap: 1 } });
    const booking = await bookThrough(api, merchant, { partySize: 2 });
    const changed = await changeBooking(api, merchant, booking.id, { partySize: 3, localTime: "19:30" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  });

  it("does not apply the duplicate guard to a change", async () => {
    const merchant = await api.seedMerchant();
    const email = `same-${crypto.randomUUID()}@example.com`;
    await bookThrough(api, merchant, { email, localTime: "19:00", partySize: 2 });
    const second = await bookThrough(api, merchant, { email, localTime: "19:15", partySize: 2 });
    const changed = await changeBooking(api, merchant, second.id, { localTime: "19:00" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  });
});
