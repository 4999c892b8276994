import {
  API_VERSION,
  WEBHOOK_TEST_EVENT_TYPE,
  type Booking,
  type BookingChanges,
  type BookingCreatedEvent,
  type BookingStatus,
  type BookingStatusChangedEvent,
  type BookingUpdatedEvent,
  type BookingWithoutLocalTime,
  type WebhookTestEvent,
} from "@reservation-api/contract";

/** Payload shaping: each event carries the booking exactly as the REST call that changed it returned it. */
export function bookingCreatedEvent(booking: Booking, at: Date): BookingCreatedEvent {
  return {
    id: crypto.randomUUID(),
    type: "booking.created",
    createdAt: at.toISOString(),
    apiVersion: API_VERSION,
    data: { booking },
  };
}

export function bookingStatusChangedEvent(
  booking: BookingWithoutLocalTime,
  previousStatus: BookingStatus,
  at: Date,
): BookingStatusChangedEvent {
  return {
    id: crypto.randomUUID(),
    type: "booking.status_changed",
    createdAt: at.toISOString(),
    apiVersion: API_VERSION,
    data: { booking, previousStatus, status: booking.status },
  };
}

/** A pending booking changed: `booking` after the change, `changes` from diffBooking (never empty). */
export function bookingUpdatedEvent(booking: Booking, changes: BookingChanges, at: Date): BookingUpdatedEvent {
  return {
    id: crypto.randomUUID(),
    type: "booking.updated",
    createdAt: at.toISOString(),
    apiVersion: API_VERSION,
    data: { booking, changes },
  };
}

export function webhookTestEvent(endpointId: string, at: Date): WebhookTestEvent {
  return {
    id: crypto.randomUUID(),
    type: WEBHOOK_TEST_EVENT_TYPE,
    createdAt: at.toISOString(),
    apiVersion: API_VERSION,
    data: { endpointId, message: "A test event sent from the dashboard." },
  };
}
