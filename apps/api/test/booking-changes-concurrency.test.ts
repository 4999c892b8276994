import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, countMerchantBookings, createBooking } from "./support/booking-requests.js";
import { CHANGE_DATE, bookThrough, changeBooking } from "./support/booking-changes.js";
import { expectThreeMoved, sourceSlots } from "./support/parallel-moves.js";
import { peakSeatsInDatabase } from "./support/seat-audit.js";
import { startTestApi, type TestApi } from "./support/test-api.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("parallel changes of one merchant's bookings", () => {
  it("move exactly 3 of 8 parties of 3 into one 10-seat slot; the rest are CAPACITY_EXCEEDED", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 10 } });
    const parties = [];
    for (const slot of sourceSlots(["2026-06-03", "2026-06-04", "2026-06-05"])) {
      parties.push(await bookThrough(api, merchant, { partySize: 3, ...slot }));
    }
    const responses = await Promise.all(
      parties.map((party) => changeBooking(api, merchant, party.id, { localDate: CHANGE_DATE, localTime: "20:30" })),
    );
    await expectThreeMoved(api.db, merchant, responses);
  });

  it("never overbook when a create and a move race for the last seats", async () => {
    for (let round = 0; round < 5; round++) {
      const merchant = await api.seedMerchant({ settings: { seatCapacity: 10 } });
      const moving = await bookThrough(api, merchant, { partySize: 4, localTime: "17:00" });
      await bookThrough(api, merchant, { partySize: 6, localTime: "20:30" });
      const [moved, created] = await Promise.all([
        changeBooking(api, merchant, moving.id, { localTime: "20:30" }),
        createBooking(api, merchant.headers, bookingBody({ partySize: 4, localTime: "20:30" })),
      ]);
      const outcomes = [moved.status === 200, created.status === 201];
      expect(outcomes.filter(Boolean), JSON.stringify([moved.body, created.body])).toHaveLength(1);
      const refusedCodes = [
        moved.status === 200 ? undefined : moved.body.code,
        created.status === 201 ? undefined : (created.body as { code: string }).code,
      ];
      expect(refusedCodes.filter(Boolean)).toEqual(["CAPACITY_EXCEEDED"]);
      expect(await peakSeatsInDatabase(api.db, merchant.merchantId, 90)).toBe(10);
      expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(created.status === 201 ? 3 : 2);
    }
  });
});
