import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { activityEvents } from "@reservation-api/db";
import {
  getBookingsDay,
  getRestaurantSettings,
  updateBookingStatus,
  type MerchantActor,
  type UserActor,
} from "@reservation-api/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import { DEFAULT_SETTINGS } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { availabilityOf, bookingListOf, bookingOf } from "./support/response-bodies.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: "2026-06-01T09:00:00.000Z" });
});
afterAll(() => api.close());

const deps = () => ({ db: api.db, now: api.clock.now });
const keyOf = (merchant: { merchantId: string }): MerchantActor => ({
  kind: "api-key",
  merchantId: merchant.merchantId,
  keyPrefix: "test",
});

describe("bookings day view", () => {
  it("shows the same open and full slots as GET /availability, for any party size", async () => {
    const merchant = await api.seedMerchant();
    await createBooking(api, merchant.headers, bookingBody({ partySize: 8, localTime: "19:00" }));
    await createBooking(api, merchant.headers, bookingBody({ partySize: 2, localTime: "19:30" }));
    for (const partySize of [1, 2, 3, 8]) {
      const rest = await api.call(`/api/external/v1/availability?date=2026-06-02&partySize=${partySize}`, {
        headers: merchant.headers,
      });
      const day = await getBookingsDay(deps(), merchant.merchantId, { date: "2026-06-02", partySize });
      expect({ availableSlots: day.availableSlots, fullSlots: day.fullSlots }).toEqual({
        availableSlots: availabilityOf(rest).availableSlots,
        fullSlots: availabilityOf(rest).fullSlots,
      });
    }
    const byDefault = await getBookingsDay(deps(), merchant.merchantId, { date: "2026-06-02" });
    expect(byDefault.partySize).toBe(DEFAULT_SETTINGS.minPartySize);
    expect(byDefault.fullSlots).toContain("19:30");
  });

  it("lists that day's bookings in time order with status, source, party and contact, and filters by status", async () => {
    const merchant = await api.seedMerchant();
    const late = await createBooking(api, merchant.headers, bookingBody({ localTime: "20:00", phone: "+442079460000" }));
    const early = await createBooking(api, merchant.headers, bookingBody({ localTime: "17:30" }));
    await createBooking(api, merchant.headers, bookingBody({ localDate: "2026-06-03" }));
    await updateBookingStatus(deps(), keyOf(merchant), bookingOf(early).id, "cancelled");

    const day = await getBookingsDay(deps(), merchant.merchantId, { date: "2026-06-02" });
    expect(day).toMatchObject({ date: "2026-06-02", timezone: "Europe/London", complete: true });
    expect(day.bookings.map((booking) => [booking.id, booking.localTime, booking.status, booking.source])).toEqual([
      [bookingOf(early).id, "17:30", "cancelled", "api"],
      [bookingOf(late).id, "20:00", "pending", "api"],
    ]);
    expect(day.bookings[1]).toMatchObject({
      partySize: 2,
      phone: "+442079460000",
      email: bookingOf(late).email,
      customerName: "Ann Example",
    });

    const pendingOnly = await getBookingsDay(deps(), merchant.merchantId, { date: "2026-06-02", status: ["pending"] });
    expect(pendingOnly.bookings.map((booking) => booking.id)).toEqual([bookingOf(late).id]);
  });

  it("refuses a malformed date or status with field errors, and shows another merchant nothing of this one", async () => {
    const merchant = await api.seedMerchant();
    const other = await api.seedMerchant();
    await createBooking(api, merchant.headers, bookingBody());
    await expect(getBookingsDay(deps(), merchant.merchantId, { date: "2026-02-30" })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      reason: { fieldErrors: [{ field: "date" }] },
    });
    await expect(
      getBookingsDay(deps(), merchant.merchantId, { date: "2026-06-02", status: ["gone" as "pending"] }),
    ).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      reason: { fieldErrors: [{ field: "status.0" }] },
    });
    expect((await getBookingsDay(deps(), other.merchantId, { date: "2026-06-02" })).bookings).toEqual([]);
    await expect(getBookingsDay(deps(), crypto.randomUUID(), { date: "2026-06-02" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

/** The merchant's activity entries for status changes (creating the merchant logs its key too). */
function statusChangesLogged(merchantId: string) {
  return api.db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.merchantId, merchantId), eq(activityEvents.action, "booking.status_changed")));
}

describe("status change with an actor", () => {
  it("goes through the API's service, logs a user's real change once in the activity log, and the REST list shows it", async () => {
    const merchant = await api.seedMerchant();
    const created = await createBooking(api, merchant.headers, bookingBody());
    const user: UserActor = { kind: "user", userId: randomUUID(), merchantId: merchant.merchantId, displayName: "Sam Staff" };
    const updated = await updateBookingStatus(deps(), user, bookingOf(created).bookingRef.toLowerCase(), "checked-in");
    expect(updated.status).toBe("checked-in");
    // Setting the same status again is a no-op, and is not logged as a change.
    await updateBookingStatus(deps(), user, bookingOf(created).id, "checked-in");
    const logged = await statusChangesLogged(merchant.merchantId);
    expect(
      logged.map(({ action, actorKind, actorUserId, actorLabel, details }) => ({
        action,
        actorKind,
        actorUserId,
        actorLabel,
        details,
      })),
    ).toEqual([
      {
        action: "booking.status_changed",
        actorKind: "user",
        actorUserId: user.userId,
        actorLabel: "Sam Staff",
        details: { bookingRef: bookingOf(created).bookingRef, from: "pending", to: "checked-in" },
      },
    ]);

    const listed = await api.call("/api/external/v1/bookings?startDate=2026-06-02&endDate=2026-06-02", {
      headers: merchant.headers,
    });
    expect(bookingListOf(listed).bookings[0]?.status).toBe("checked-in");
  });

  it("leaves an API key's change out of the activity log (the request log has it)", async () => {
    const merchant = await api.seedMerchant();
    const created = await createBooking(api, merchant.headers, bookingBody());
    await updateBookingStatus(deps(), keyOf(merchant), bookingOf(created).id, "cancelled");
    expect(await statusChangesLogged(merchant.merchantId)).toEqual([]);
  });

  it("cannot touch another merchant's booking", async () => {
    const owner = await api.seedMerchant();
    const stranger = await api.seedMerchant();
    const created = await createBooking(api, owner.headers, bookingBody());
    await expect(updateBookingStatus(deps(), keyOf(stranger), bookingOf(created).id, "cancelled")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("restaurant settings", () => {
  it("reads the settings the booking rules use", async () => {
    const merchant = await api.seedMerchant({ settings: { closedDates: ["2026-12-25"], monthlyBookingCap: 321 } });
    expect(await getRestaurantSettings(api, merchant.merchantId)).toEqual({
      ...DEFAULT_SETTINGS,
      closedDates: ["2026-12-25"],
      monthlyBookingCap: 321,
    });
    await expect(getRestaurantSettings(api, crypto.randomUUID())).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
