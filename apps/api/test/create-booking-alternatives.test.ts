import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { availabilityOf, errorBodyOf } from "./support/response-bodies.js";

// 10:00 in London; the fixture restaurant seats from 17:00 to 20:30 (90-minute seatings).
const NOW = "2026-06-01T09:00:00.000Z";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: NOW });
});
afterAll(() => api.close());

const at = (localDate: string, times: string[]) => times.map((localTime) => ({ localDate, localTime }));

async function book(merchant: TestMerchant, localDate: string, localTime: string, partySize: number) {
  const response = await createBooking(api, merchant.headers, bookingBody({ localDate, localTime, partySize }));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

async function availableSlots(merchant: TestMerchant, date: string, partySize: number): Promise<string[]> {
  const response = await api.call(`/api/external/v1/availability?date=${date}&partySize=${partySize}`, {
    headers: merchant.headers,
  });
  return availabilityOf(response).availableSlots;
}

describe("alternatives on a refused create", () => {
  it("CAPACITY_EXCEEDED offers the open times of that date nearest the requested one, as availability lists them", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 4 } });
    await book(merchant, "2026-06-02", "19:00", 4);
    const refused = await createBooking(
      api,
      merchant.headers,
      bookingBody({ localDate: "2026-06-02", localTime: "19:00", partySize: 2 }),
    );
    expect(refused.status).toBe(400);
    expect(errorBodyOf(refused).code).toBe("CAPACITY_EXCEEDED");
    expect(errorBodyOf(refused).alternatives).toEqual(at("2026-06-02", ["17:00", "17:15", "17:30", "20:30"]));
    expect(await availableSlots(merchant, "2026-06-02", 2)).toEqual(["17:00", "17:15", "17:30", "20:30"]);
  });

  it("offers at most five, the nearest ones, in time order", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 4 } });
    await book(merchant, "2026-06-02", "20:30", 4);
    const refused = await createBooking(
      api,
      merchant.headers,
      bookingBody({ localDate: "2026-06-02", localTime: "20:30", partySize: 4 }),
    );
    expect(errorBodyOf(refused).code).toBe("CAPACITY_EXCEEDED");
    // Open: 17:00-19:00; the five nearest to 20:30 are the last five of them.
    expect(errorBodyOf(refused).alternatives).toEqual(at("2026-06-02", ["18:00", "18:15", "18:30", "18:45", "19:00"]));
  });

  it("offers the first open times of the next open date when the requested date is full", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 4, closedDates: ["2026-06-03"] } });
    for (const time of ["17:00", "18:30", "20:00"]) await book(merchant, "2026-06-02", time, 4);
    expect(await availableSlots(merchant, "2026-06-02", 2)).toEqual([]);
    const refused = await createBooking(
      api,
      merchant.headers,
      bookingBody({ localDate: "2026-06-02", localTime: "19:00", partySize: 2 }),
    );
    expect(errorBodyOf(refused).code).toBe("CAPACITY_EXCEEDED");
    expect(errorBodyOf(refused).alternatives).toEqual(at("2026-06-04", ["17:00", "17:15", "17:30", "17:45", "18:00"]));
  });

  it("offers none when no date within the horizon has room", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 4, maxAdvanceDays: 1 } });
    for (const time of ["17:00", "18:30", "20:00"]) await book(merchant, "2026-06-02", time, 4);
    const refused = await createBooking(
      api,
      merchant.headers,
      bookingBody({ localDate: "2026-06-02", localTime: "19:00", partySize: 2 }),
    );
    expect(refused.body).toMatchObject({ code: "CAPACITY_EXCEEDED", alternatives: [] });
  });

  it("ADVANCE_TIME_REQUIRED offers the nearest times still far enough ahead", async () => {
    const merchant = await api.seedMerchant();
    api.clock.set("2026-06-01T16:30:00.000Z"); // 17:30 in London: 18:30 is the first time an hour ahead
    try {
      const refused = await createBooking(api, merchant.headers, bookingBody({ localDate: "2026-06-01", localTime: "17:45" }));
      expect(refused.status).toBe(400);
      expect(errorBodyOf(refused).code).toBe("ADVANCE_TIME_REQUIRED");
      expect(errorBodyOf(refused).alternatives).toEqual(at("2026-06-01", ["18:30", "18:45", "19:00", "19:15", "19:30"]));
    } finally {
      api.clock.set(NOW);
    }
  });

  it("RESTAURANT_UNAVAILABLE offers times for a time that is not a slot of an open day, and none for a closed day", async () => {
    const merchant = await api.seedMerchant({ settings: { closedDates: ["2026-06-03"] } });
    const notASlot = await createBooking(api, merchant.headers, bookingBody({ localDate: "2026-06-02", localTime: "22:00" }));
    expect(errorBodyOf(notASlot).code).toBe("RESTAURANT_UNAVAILABLE");
    expect(errorBodyOf(notASlot).alternatives).toEqual(at("2026-06-02", ["19:30", "19:45", "20:00", "20:15", "20:30"]));
    const closedDay = await createBooking(api, merchant.headers, bookingBody({ localDate: "2026-06-03", localTime: "19:00" }));
    expect(errorBodyOf(closedDay).code).toBe("RESTAURANT_UNAVAILABLE");
    expect(closedDay.body).not.toHaveProperty("alternatives");
  });

  it("are not offered on any other error", async () => {
    const merchant = await api.seedMerchant();
    const tooLarge = await createBooking(api, merchant.headers, bookingBody({ partySize: 9 }));
    expect(errorBodyOf(tooLarge).code).toBe("VALIDATION_ERROR");
    expect(tooLarge.body).not.toHaveProperty("alternatives");
  });
});
