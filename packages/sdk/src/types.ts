import type { ErrorCode } from "@reservation-api/contract/error-codes";

/**
 * The public data types, written out so the published declarations stand alone (no zod types).
 * test/contract-types.test.ts proves they equal the contract's schemas, so they cannot drift.
 */

export type BookingStatus = "pending" | "checked-in" | "cancelled" | "no-show";
export type OccasionType = "birthday" | "anniversary" | "date_night" | "business" | "family" | "celebration" | "other";
export type BookingSource = "api" | "dashboard" | "phone" | "walk-in";

/** A booking as the API returns it. Absent optional values are `null`. */
export interface Booking {
  id: string;
  /** Short reference, usable in place of `id` in `updateStatus`. */
  bookingRef: string;
  customerName: string;
  phone: string | null;
  email: string | null;
  partySize: number;
  /** ISO 8601 UTC with milliseconds. */
  bookingTimeUtc: string;
  status: BookingStatus;
  source: BookingSource;
  occasionType: OccasionType | null;
  occasionNote: string | null;
  /** The `notes` sent on creation. */
  specialNotes: string | null;
  createdAt: string;
  /** Restaurant-local YYYY-MM-DD. */
  localDate: string;
  /** Restaurant-local HH:MM. */
  localTime: string;
}

/** What `updateStatus` returns: the booking without its local date and time. */
export type BookingStatusResult = Omit<Booking, "localDate" | "localTime">;

export interface AvailabilityParams {
  /** Restaurant-local date as `YYYY-MM-DD` (never a Date: it would shift through your time zone). */
  date: string;
  partySize: number;
}

export interface Availability {
  availableSlots: string[];
  fullSlots: string[];
  timezone: string;
  minPartySize: number;
  maxPartySize: number;
}

export interface CreateBookingParams {
  customerName: string;
  /** At least one of email and phone. */
  email?: string;
  phone?: string;
  partySize: number;
  /** Restaurant-local `YYYY-MM-DD`. */
  localDate: string;
  /** Restaurant-local `HH:MM` on a 15-minute step. */
  localTime: string;
  notes?: string;
  occasionType?: OccasionType;
  occasionNote?: string;
}

/**
 * What `bookings.update` changes: at least one field; the ones left out keep their value. Each
 * field follows create's rules; `null` clears `email`, `phone`, `notes`, `occasionType` or
 * `occasionNote` (a booking always keeps an email or a phone). The status has its own method.
 */
export interface UpdateBookingParams {
  /** Restaurant-local `YYYY-MM-DD`. */
  localDate?: string;
  /** Restaurant-local `HH:MM` on a 15-minute step. */
  localTime?: string;
  partySize?: number;
  customerName?: string;
  email?: string | null;
  phone?: string | null;
  notes?: string | null;
  occasionType?: OccasionType | null;
  occasionNote?: string | null;
}

export interface ListBookingsParams {
  /** Restaurant-local `YYYY-MM-DD`, inclusive. */
  startDate: string;
  /** Restaurant-local `YYYY-MM-DD`, inclusive. */
  endDate: string;
  status?: BookingStatus | BookingStatus[];
  /** Resume after this booking id (a `nextCursor`). */
  cursor?: string;
  /** 1-200, default 50. */
  limit?: number;
}

export interface Pagination {
  nextCursor: string | null;
  hasMore: boolean;
  limit: number;
  /** Bookings matching the date range and status filter, across all pages. */
  total: number;
}

export interface FieldError {
  field: string;
  message: string;
}

/** A start time that can take the party, offered instead of a refused one. */
export interface BookingAlternative {
  /** Restaurant-local YYYY-MM-DD. */
  localDate: string;
  /** Restaurant-local HH:MM. */
  localTime: string;
}

/** The booking a DUPLICATE_BOOKING refers to. */
export interface ExistingBooking {
  id: string;
  bookingRef: string;
}

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  requestId: string;
  errors?: FieldError[];
  /** CAPACITY_EXCEEDED, ADVANCE_TIME_REQUIRED, RESTAURANT_UNAVAILABLE (a time that is not a slot): up to 5 bookable times. */
  alternatives?: BookingAlternative[];
  /** DUPLICATE_BOOKING: the booking the same guest already made. */
  existingBooking?: ExistingBooking;
}

export type { ErrorCode };

/** Fields every webhook event has. */
interface WebhookEventBase {
  /** Unique per event, also sent as `webhook-id`: deduplicate on it (delivery is at least once). */
  id: string;
  /** ISO 8601 UTC; events are not sent in order, so order them by this. */
  createdAt: string;
  /** The API version the payload is shaped by. */
  apiVersion: string;
}

export interface BookingCreatedEvent extends WebhookEventBase {
  type: "booking.created";
  data: { booking: Booking };
}

export interface BookingStatusChangedEvent extends WebhookEventBase {
  type: "booking.status_changed";
  data: { booking: BookingStatusResult; previousStatus: BookingStatus; status: BookingStatus };
}

/** One field's value before and after a change. */
export interface FieldChange<Value> {
  from: Value;
  to: Value;
}

/**
 * The fields a change touched, named as in `Booking` (`notes` is `specialNotes`); a new date or
 * time also lists `bookingTimeUtc`. `changes[field].to` equals `booking[field]` in the same event.
 */
export interface BookingChanges {
  localDate?: FieldChange<string>;
  localTime?: FieldChange<string>;
  bookingTimeUtc?: FieldChange<string>;
  partySize?: FieldChange<number>;
  customerName?: FieldChange<string>;
  email?: FieldChange<string | null>;
  phone?: FieldChange<string | null>;
  specialNotes?: FieldChange<string | null>;
  occasionType?: FieldChange<OccasionType | null>;
  occasionNote?: FieldChange<string | null>;
}

export interface BookingUpdatedEvent extends WebhookEventBase {
  type: "booking.updated";
  /** `booking` as it is after the change. */
  data: { booking: Booking; changes: BookingChanges };
}

/** Sent from the dashboard's "send test event". */
export interface WebhookTestEvent extends WebhookEventBase {
  type: "webhook.test";
  data: { endpointId: string; message: string };
}

/** What `verifyWebhook` returns; switch on `type`. */
export type WebhookEvent = BookingCreatedEvent | BookingStatusChangedEvent | BookingUpdatedEvent | WebhookTestEvent;
