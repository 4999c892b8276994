import { describe, expect, it } from "vitest";
import { bookingUpdatedEventSchema, diffBooking, webhookEventSchema, type Booking } from "../src/index.js";

const BOOKING: Booking = {
  id: "0b6c1c52-3f4e-4c56-9a39-7a8d2b1e0f11",
  bookingRef: "K7QX2M9D",
  customerName: "Ada Lovelace",
  phone: null,
  email: "ada@example.com",
  partySize: 6,
  bookingTimeUtc: "2026-05-01T18:00:00.000Z",
  status: "pending",
  source: "api",
  occasionType: null,
  occasionNote: null,
  specialNotes: "Window table",
  createdAt: "2026-04-20T10:00:00.000Z",
  localDate: "2026-05-01",
  localTime: "19:00",
};

describe("diffBooking", () => {
  it("lists each changed field of the record with its value before and after", () => {
    const moved = {
      ...BOOKING,
      localTime: "21:00",
      bookingTimeUtc: "2026-05-01T20:00:00.000Z",
      partySize: 8,
      specialNotes: null,
    };
    expect(diffBooking(BOOKING, moved)).toEqual({
      localTime: { from: "19:00", to: "21:00" },
      bookingTimeUtc: { from: "2026-05-01T18:00:00.000Z", to: "2026-05-01T20:00:00.000Z" },
      partySize: { from: 6, to: 8 },
      specialNotes: { from: "Window table", to: null },
    });
  });

  it("is empty when nothing changed, and ignores what a change never touches", () => {
    expect(diffBooking(BOOKING, { ...BOOKING })).toEqual({});
    expect(diffBooking(BOOKING, { ...BOOKING, status: "cancelled" })).toEqual({});
  });
});

describe("the booking.updated event", () => {
  it("carries the booking after the change and the changes, and is one of the webhook events", () => {
    const event = {
      id: "7d2f1c3e-1b2a-4c5d-8e9f-0a1b2c3d4e5f",
      createdAt: "2026-04-21T09:00:00.000Z",
      apiVersion: "1.3.0",
      type: "booking.updated",
      data: {
        booking: { ...BOOKING, email: null, phone: "+442079460000" },
        changes: { email: { from: "ada@example.com", to: null } },
      },
    };
    expect(bookingUpdatedEventSchema.parse(event)).toEqual(event);
    expect(webhookEventSchema.parse(event).type).toBe("booking.updated");
    const wrongType = { ...event, data: { ...event.data, changes: { partySize: { from: "6", to: 8 } } } };
    expect(webhookEventSchema.safeParse(wrongType).success).toBe(false);
  });
});
