import { describe, expect, it } from "vitest";
import { webhookEventSchema, type Booking } from "@reservation-api/contract";
import { bookingEtag, ifMatchHolds, ifNoneMatchNames } from "../../src/domain/bookings/booking-etag.js";
import { applyBookingChanges, changesSeats } from "../../src/domain/bookings/booking-update.js";
import { bookingUpdatedEvent } from "../../src/domain/webhooks/webhook-event.js";

const booking: Booking = {
  id: "6f1c2b9e-8d4a-4e7b-9c3f-2a1d0e5b7c84",
  bookingRef: "K7QX2M9D",
  customerName: "Ann",
  phone: null,
  email: "ann@example.com",
  partySize: 2,
  bookingTimeUtc: "2026-06-02T18:00:00.000Z",
  status: "pending",
  source: "api",
  occasionType: "birthday",
  occasionNote: "Her 30th",
  specialNotes: "Window",
  createdAt: "2026-06-01T09:00:00.000Z",
  localDate: "2026-06-02",
  localTime: "19:00",
};
const { localDate: _date, localTime: _time, ...stored } = booking;
const updatedAt = "2026-06-01T09:00:00.000Z";

describe("bookingEtag", () => {
  it("is a quoted strong tag, the same for the same version", () => {
    const etag = bookingEtag({ booking: stored, updatedAt });
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(bookingEtag({ booking: { ...stored }, updatedAt })).toBe(etag);
  });

  it("changes with the last-change time, the status and every changeable field", () => {
    const etag = bookingEtag({ booking: stored, updatedAt });
    const variants = [
      { booking: stored, updatedAt: "2026-06-01T09:00:00.001Z" },
      { booking: { ...stored, status: "checked-in" as const }, updatedAt },
      { booking: { ...stored, partySize: 3 }, updatedAt },
      { booking: { ...stored, bookingTimeUtc: "2026-06-02T18:15:00.000Z" }, updatedAt },
      { booking: { ...stored, email: null, phone: "+442079460000" }, updatedAt },
      { booking: { ...stored, specialNotes: null }, updatedAt },
      { booking: { ...stored, occasionType: null }, updatedAt },
      { booking: { ...stored, occasionNote: "x" }, updatedAt },
      { booking: { ...stored, customerName: "Bea" }, updatedAt },
    ];
    const tags = variants.map(bookingEtag);
    expect(new Set([etag, ...tags]).size).toBe(variants.length + 1);
  });
});

describe("If-Match and If-None-Match", () => {
  const etag = '"abc"';
  it("holds If-Match for the same tag, in a list, or *, compared strongly", () => {
    expect(ifMatchHolds('"abc"', etag)).toBe(true);
    expect(ifMatchHolds('"x", "abc"', etag)).toBe(true);
    expect(ifMatchHolds("*", etag)).toBe(true);
    expect(ifMatchHolds('W/"abc"', etag)).toBe(false);
    expect(ifMatchHolds('"abd"', etag)).toBe(false);
    expect(ifMatchHolds("abc", etag)).toBe(false);
  });

  it("names the tag in If-None-Match compared weakly", () => {
    expect(ifNoneMatchNames('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchNames('"x","abc"', etag)).toBe(true);
    expect(ifNoneMatchNames("*", etag)).toBe(true);
    expect(ifNoneMatchNames('"x"', etag)).toBe(false);
  });
});

describe("applyBookingChanges", () => {
  it("replaces the fields sent, clears those sent as null, keeps the rest, and stores notes as specialNotes", () => {
    expect(applyBookingChanges(booking, { partySize: 4, notes: null, email: null, phone: "+442079460000" })).toEqual({
      ...booking,
      partySize: 4,
      specialNotes: null,
      email: null,
      phone: "+442079460000",
    });
    expect(applyBookingChanges(booking, { occasionType: null, occasionNote: null, customerName: "Bea" })).toEqual({
      ...booking,
      occasionType: null,
      occasionNote: null,
      customerName: "Bea",
    });
    expect(applyBookingChanges(booking, {})).toEqual(booking);
  });

  it("asks for the seat check only for a new date, time or party size", () => {
    expect(changesSeats(booking, applyBookingChanges(booking, { localTime: "19:15" }))).toBe(true);
    expect(changesSeats(booking, applyBookingChanges(booking, { localDate: "2026-06-03" }))).toBe(true);
    expect(changesSeats(booking, applyBookingChanges(booking, { partySize: 1 }))).toBe(true);
    expect(changesSeats(booking, applyBookingChanges(booking, { partySize: 2, localTime: "19:00", notes: "x" }))).toBe(false);
  });
});

describe("bookingUpdatedEvent", () => {
  it("is a booking.updated event the contract accepts", () => {
    const after = { ...booking, partySize: 3 };
    const event = bookingUpdatedEvent(after, { partySize: { from: 2, to: 3 } }, new Date(updatedAt));
    expect(webhookEventSchema.parse(event)).toEqual(event);
    expect(event).toMatchObject({ type: "booking.updated", createdAt: updatedAt, data: { booking: after } });
  });
});
