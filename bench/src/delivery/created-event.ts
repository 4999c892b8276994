import type { BookingCreatedEvent } from "@reservation-api/contract";
import { bookingCreatedEvent } from "@reservation-api/server";

/** A booking.created event as a create's outbox writes it, the body of every queued delivery. */
export function createdEvent(): BookingCreatedEvent {
  const at = new Date();
  return bookingCreatedEvent(
    {
      id: crypto.randomUUID(),
      bookingRef: "BK-7Q4M2X",
      customerName: "Ada Lovelace",
      phone: "+447700900123",
      email: "ada@example.com",
      partySize: 4,
      bookingTimeUtc: "2026-12-04T19:30:00.000Z",
      status: "pending",
      source: "api",
      occasionType: "birthday",
      occasionNote: "Her 40th",
      specialNotes: "Window table if possible",
      createdAt: at.toISOString(),
      localDate: "2026-12-04",
      localTime: "19:30",
    },
    at,
  );
}
