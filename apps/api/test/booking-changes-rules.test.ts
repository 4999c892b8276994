import { and, count, eq } from "drizzle-orm";
import { bookings, webhookEvents } from "@reservation-api/db";
import { CONTACT_REQUIRED_MESSAGE, type BookingUpdatedEvent, type FieldError } from "@reservation-api/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookThrough, changeBooking, expectChangeRefused, readBooking } from "./support/booking-changes.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";

let api: TestApi;
let merchant: TestMerchant;
beforeAll(async () => {
  api = await startTestApi();
});
// One restaurant per test, so that the seats of one test never refuse the bookings of another.
beforeEach(async () => {
  merchant = await api.seedMerchant();
});
afterAll(() => api.close());

async function updatedEvents(bookingId: string) {
  const rows = await api.db
    .select({ payload: webhookEvents.payload })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.merchantId, merchant.merchantId), eq(webhookEvents.type, "booking.updated")));
  return rows.map((row) => row.payload as BookingUpdatedEvent).filter((event) => event.data.booking.id === bookingId);
}

describe("what a change may do", () => {
  it("changes only a pending booking: any other status is 409 BOOKING_NOT_MODIFIABLE and nothing changes", async () => {
    for (const status of ["checked-in", "cancelled", "no-show"]) {
      const booking = await bookThrough(api, merchant);
      await api.call(`/api/external/v1/bookings/${booking.id}/status`, {
        method: "PATCH",
        headers: merchant.headers,
        body: { status },
      });
      await expectChangeRefused(
        api,
        merchant,
        booking.id,
        { customerName: "Late Change" },
        { status: 409, code: "BOOKING_NOT_MODIFIABLE" },
      );
    }
  });

  it("applies If-Match only while it names the current ETag: a stale one is 412 and nothing changes", async () => {
    const booking = await bookThrough(api, merchant);
    const first = (await readBooking(api, merchant, booking.id)).headers.get("etag") ?? "";
    const changed = await changeBooking(api, merchant, booking.id, { customerName: "Second Name" }, { "If-Match": first });
    expect(changed.status).toBe(200);
    const second = changed.headers.get("etag") ?? "";
    expect(second).not.toBe(first);
    expect((await readBooking(api, merchant, booking.id)).headers.get("etag")).toBe(second);
    await expectChangeRefused(
      api,
      merchant,
      booking.id,
      { partySize: 5 },
      { status: 412, code: "PRECONDITION_FAILED" },
      { "If-Match": first },
    );
    expect((await changeBooking(api, merchant, booking.id, { partySize: 5 }, { "If-Match": second })).status).toBe(200);
    expect((await changeBooking(api, merchant, booking.id, { partySize: 4 }, { "If-Match": "*" })).status).toBe(200);
    expect(await updatedEvents(booking.id)).toHaveLength(3);
  });

  it("refuses an empty body, an unknown field, a response-only name and status as a VALIDATION_ERROR", async () => {
    const booking = await bookThrough(api, merchant);
    const field = async (body: unknown) =>
      (await expectChangeRefused(api, merchant, booking.id, body, { status: 400, code: "VALIDATION_ERROR" })).body.errors;
    const says = (errors: FieldError[] | undefined, field: string, message: string) =>
      errors?.some((error) => error.field === field && error.message.includes(message)) ?? false;
    expect(says(await field({}), "body", "at least one of")).toBe(true);
    // A body with nothing but an unknown field is also told what it may send.
    expect(says(await field({ tableNumber: 4 }), "tableNumber", "")).toBe(true);
    expect(says(await field({ status: "cancelled" }), "status", "/status")).toBe(true);
    const renamed = await field({ specialNotes: "x", partySize: 3 });
    expect(renamed).toHaveLength(1);
    expect(says(renamed, "specialNotes", "notes")).toBe(true);
    expect((await field({ partySize: 0 }))?.map((error) => error.field)).toEqual(["partySize"]);
  });

  it("clears the optional fields sent as null and keeps those left out", async () => {
    const booking = await bookThrough(api, merchant, {
      phone: "+442079460000",
      notes: "Window",
      occasionType: "birthday",
      occasionNote: "Her 30th",
    });
    const changed = await changeBooking(api, merchant, booking.id, {
      email: null,
      notes: null,
      occasionType: null,
      occasionNote: null,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({ ...booking, email: null, specialNotes: null, occasionType: null, occasionNote: null });
    const [row] = await api.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ email: null, phone: booking.phone, specialNotes: null, occasionType: null, occasionNote: null });
    const [event] = await updatedEvents(booking.id);
    expect(event?.data.changes).toEqual({
      email: { from: booking.email, to: null },
      specialNotes: { from: "Window", to: null },
      occasionType: { from: "birthday", to: null },
      occasionNote: { from: "Her 30th", to: null },
    });
  });

  it("always keeps an email or a phone", async () => {
    const emailOnly = await bookThrough(api, merchant);
    const both = await expectChangeRefused(
      api,
      merchant,
      emailOnly.id,
      { email: null, phone: null },
      { status: 400, code: "VALIDATION_ERROR" },
    );
    expect(both.body.errors).toEqual([{ field: "email", message: CONTACT_REQUIRED_MESSAGE }]);
    const last = await expectChangeRefused(
      api,
      merchant,
      emailOnly.id,
      { email: null },
      { status: 400, code: "VALIDATION_ERROR" },
    );
    expect(last.body.errors).toEqual([{ field: "email", message: CONTACT_REQUIRED_MESSAGE }]);
    const swapped = await changeBooking(api, merchant, emailOnly.id, { email: null, phone: "+442079460000" });
    expect(swapped.status).toBe(200);
    expect(swapped.body).toMatchObject({ email: null, phone: "+442079460000" });
    const noPhone = await expectChangeRefused(
      api,
      merchant,
      emailOnly.id,
      { phone: null },
      { status: 400, code: "VALIDATION_ERROR" },
    );
    expect(noPhone.body.errors).toEqual([{ field: "phone", message: CONTACT_REQUIRED_MESSAGE }]);
  });

  it("answers a change that changes nothing with 200, the same ETag and no event", async () => {
    const booking = await bookThrough(api, merchant, { partySize: 3 });
    const etag = (await readBooking(api, merchant, booking.id)).headers.get("etag");
    const same = await changeBooking(api, merchant, booking.id, {
      partySize: 3,
      localTime: booking.localTime,
      customerName: booking.customerName,
      email: booking.email,
    });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(booking);
    expect(same.headers.get("etag")).toBe(etag);
    expect(await updatedEvents(booking.id)).toEqual([]);
    const [updatedAt] = await api.db.select({ updatedAt: bookings.updatedAt }).from(bookings).where(eq(bookings.id, booking.id));
    expect(updatedAt?.updatedAt.toISOString()).toBe(booking.createdAt);
  });

  it("never changes id, bookingRef, source, createdAt or status, and records booking.updated with what changed", async () => {
    const booking = await bookThrough(api, merchant, { partySize: 2, localTime: "19:00" });
    const changed = await changeBooking(api, merchant, booking.bookingRef, {
      partySize: 4,
      localTime: "20:00",
      notes: "Quiet corner",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      ...booking,
      partySize: 4,
      localTime: "20:00",
      bookingTimeUtc: "2026-06-02T19:00:00.000Z",
      specialNotes: "Quiet corner",
    });
    const events = await updatedEvents(booking.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toEqual({
      booking: changed.body,
      changes: {
        localTime: { from: "19:00", to: "20:00" },
        bookingTimeUtc: { from: booking.bookingTimeUtc, to: "2026-06-02T19:00:00.000Z" },
        partySize: { from: 2, to: 4 },
        specialNotes: { from: null, to: "Quiet corner" },
      },
    });
    const [total] = await api.db.select({ total: count() }).from(bookings).where(eq(bookings.merchantId, merchant.merchantId));
    expect(total?.total).toBeGreaterThan(0);
  });
});
