import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { availabilityOf, bookingOf, errorBodyOf } from "./support/response-bodies.js";

const NOW = "2026-06-01T09:00:00.000Z";
const EVENING_SLOTS = quarterHours("17:00", "20:30");

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: NOW });
});
afterAll(() => api.close());

function quarterHours(from: string, to: string): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let minute = toMinutes(from); minute <= toMinutes(to); minute += 15) {
    times.push(`${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`);
  }
  return times;
}

function availability(merchant: TestMerchant, date: string, partySize: number | string) {
  return api.call(`/api/external/v1/availability?date=${date}&partySize=${partySize}`, { headers: merchant.headers });
}

function setStatus(merchant: TestMerchant, id: string, status: string) {
  return api.call(`/api/external/v1/bookings/${id}/status`, { method: "PATCH", headers: merchant.headers, body: { status } });
}

describe("availability", () => {
  it("offers every quarter hour from opening to the last seating", async () => {
    const merchant = await api.seedMerchant();
    const response = await availability(merchant, "2026-06-02", 2);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      availableSlots: EVENING_SLOTS,
      fullSlots: [],
      timezone: "Europe/London",
      minPartySize: 1,
      maxPartySize: 8,
    });
  });

  it("offers slots from every service period of the day", async () => {
    const periods = [
      { open: "12:00", close: "14:00" },
      { open: "18:00", close: "21:00" },
    ];
    const merchant = await api.seedMerchant({ settings: { weeklyHours: { "2": periods }, seatingDurationMinutes: 60 } });
    const response = await availability(merchant, "2026-06-02", 2);
    expect(availabilityOf(response).availableSlots).toEqual([
      ...quarterHours("12:00", "13:00"),
      ...quarterHours("18:00", "20:00"),
    ]);
    expect(availabilityOf(await availability(merchant, "2026-06-03", 2)).availableSlots).toEqual([]);
  });

  it("moves the slots a party no longer fits into to fullSlots", async () => {
    const merchant = await api.seedMerchant();
    expect((await createBooking(api, merchant.headers, bookingBody({ partySize: 8, localTime: "19:00" }))).status).toBe(201);
    const forThree = await availability(merchant, "2026-06-02", 3);
    const overlapping = quarterHours("17:45", "20:15");
    expect(availabilityOf(forThree).fullSlots).toEqual(overlapping);
    expect(availabilityOf(forThree).availableSlots).toEqual(EVENING_SLOTS.filter((slot) => !overlapping.includes(slot)));
    expect(availabilityOf(await availability(merchant, "2026-06-02", 2)).fullSlots).toEqual([]);
  });

  it("frees the seats at once when a booking is cancelled or a no-show, and takes them again when restored", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 4 } });
    const booking = await createBooking(api, merchant.headers, bookingBody({ partySize: 4, localTime: "19:00" }));
    expect(availabilityOf(await availability(merchant, "2026-06-02", 1)).fullSlots).toContain("19:00");
    await setStatus(merchant, bookingOf(booking).id, "cancelled");
    expect(availabilityOf(await availability(merchant, "2026-06-02", 1)).fullSlots).toEqual([]);
    await setStatus(merchant, bookingOf(booking).id, "pending");
    expect(availabilityOf(await availability(merchant, "2026-06-02", 1)).fullSlots).toContain("19:00");
    await setStatus(merchant, bookingOf(booking).id, "no-show");
    expect(availabilityOf(await availability(merchant, "2026-06-02", 1)).fullSlots).toEqual([]);
    await setStatus(merchant, bookingOf(booking).id, "checked-in");
    expect(availabilityOf(await availability(merchant, "2026-06-02", 1)).fullSlots).toContain("19:00");
  });

  it("answers 200 with no slots for a party size outside min/max, still giving the range", async () => {
    const merchant = await api.seedMerchant({ settings: { minPartySize: 2, maxPartySize: 6 } });
    for (const partySize of [1, 7, 500]) {
      const response = await availability(merchant, "2026-06-02", partySize);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ availableSlots: [], minPartySize: 2, maxPartySize: 6, timezone: "Europe/London" });
    }
  });

  it("answers 200 with both lists empty on a closed date, a past date, or beyond the horizon", async () => {
    const merchant = await api.seedMerchant({ settings: { closedDates: ["2026-06-05"], maxAdvanceDays: 30 } });
    for (const date of ["2026-06-05", "2026-05-20", "2026-07-02"]) {
      expect((await availability(merchant, date, 2)).body).toMatchObject({ availableSlots: [], fullSlots: [] });
    }
    expect(availabilityOf(await availability(merchant, "2026-07-01", 2)).availableSlots).toEqual(EVENING_SLOTS);
  });

  it("leaves out slots inside the minimum advance window", async () => {
    const merchant = await api.seedMerchant();
    api.clock.set("2026-06-02T16:30:00.000Z"); // 17:30 in London, 60 minutes' notice
    try {
      expect(availabilityOf(await availability(merchant, "2026-06-02", 2)).availableSlots).toEqual(
        quarterHours("18:30", "20:30"),
      );
    } finally {
      api.clock.set(NOW);
    }
  });

  it.each([
    ["date", "date=2026-02-30&partySize=2"],
    ["date", "date=20260601&partySize=2"],
    ["date", "date=&partySize=2"],
    ["date", "partySize=2"],
    ["partySize", "date=2026-06-02&partySize=0"],
    ["partySize", "date=2026-06-02&partySize=-1"],
    ["partySize", "date=2026-06-02&partySize=abc"],
    ["partySize", "date=2026-06-02"],
  ])("rejects a malformed %s (%s) with VALIDATION_ERROR", async (field, query) => {
    const merchant = await api.seedMerchant();
    const response = await api.call(`/api/external/v1/availability?${query}`, { headers: merchant.headers });
    expect(response.status).toBe(400);
    expect(errorBodyOf(response).code).toBe("VALIDATION_ERROR");
    expect(errorBodyOf(response).errors?.map((error) => error.field)).toContain(field);
  });
});

describe("availability across DST changes in Europe/London", () => {
  const nightSettings = {
    weeklyHours: { "7": [{ open: "00:00", close: "04:00" }] },
    seatingDurationMinutes: 60,
    minAdvanceMinutes: 0,
  };

  it("has no slots at the wall-clock times skipped when clocks go forward (2026-03-29)", async () => {
    const merchant = await api.seedMerchant({ settings: nightSettings });
    api.clock.set("2026-03-01T12:00:00.000Z");
    try {
      const response = await availability(merchant, "2026-03-29", 2);
      expect(availabilityOf(response).availableSlots).toEqual([
        "00:00",
        "00:15",
        "00:30",
        "00:45",
        "02:00",
        "02:15",
        "02:30",
        "02:45",
        "03:00",
      ]);
    } finally {
      api.clock.set(NOW);
    }
  });

  it("lists a repeated wall-clock time once and books it at the earlier instant (2026-10-25)", async () => {
    const merchant = await api.seedMerchant({ settings: { ...nightSettings, maxAdvanceDays: 365 } });
    const response = await availability(merchant, "2026-10-25", 2);
    expect(availabilityOf(response).availableSlots).toEqual(quarterHours("00:00", "03:00"));
    const booking = await createBooking(api, merchant.headers, bookingBody({ localDate: "2026-10-25", localTime: "01:30" }));
    expect(booking.status).toBe(201);
    expect(bookingOf(booking).bookingTimeUtc).toBe("2026-10-25T00:30:00.000Z");
    expect(bookingOf(booking).localTime).toBe("01:30");
  });

  it("refuses to book a skipped wall-clock time as RESTAURANT_UNAVAILABLE", async () => {
    const merchant = await api.seedMerchant({ settings: nightSettings });
    api.clock.set("2026-03-01T12:00:00.000Z");
    try {
      const response = await createBooking(api, merchant.headers, bookingBody({ localDate: "2026-03-29", localTime: "01:30" }));
      expect(response.status).toBe(400);
      expect(errorBodyOf(response).code).toBe("RESTAURANT_UNAVAILABLE");
    } finally {
      api.clock.set(NOW);
    }
  });
});
