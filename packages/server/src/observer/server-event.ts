/**
 * What the server tells an observer (a metrics exporter, a test). Each event is emitted once the
 * fact is final: the answer was sent, the change committed, the attempt recorded.
 */
export type ServerEvent = RequestAnswered | BookingChanged | DeliveryAttempted;

/** Every HTTP request the API process answered: REST, dashboard, documents, health, refusals. */
export interface RequestAnswered {
  type: "request.answered";
  method: string;
  /** The path without its query. */
  path: string;
  /** The REST operationId, once the request reached an endpoint. */
  operationId: string | undefined;
  status: number;
  durationMs: number;
  /** The merchant of the valid API key the request carried. */
  merchantId: string | undefined;
}

/** A booking written: created (never for a replayed Idempotency-Key), its status changed, or its details changed. */
export interface BookingChanged {
  type: "booking.changed";
  merchantId: string;
  bookingId: string;
  change: "created" | "status" | "updated";
}

/** One webhook delivery attempt, recorded. `outcome`: what became of the delivery. */
export interface DeliveryAttempted {
  type: "delivery.attempted";
  endpointId: string;
  merchantId: string;
  outcome: "succeeded" | "retrying" | "failed";
  /** The endpoint's HTTP status; undefined when it gave no answer (timeout, refused connection). */
  status: number | undefined;
  durationMs: number;
}

export function bookingCreated(merchantId: string, bookingId: string): BookingChanged {
  return { type: "booking.changed", merchantId, bookingId, change: "created" };
}

export function bookingStatusChanged(merchantId: string, bookingId: string): BookingChanged {
  return { type: "booking.changed", merchantId, bookingId, change: "status" };
}

export function bookingUpdated(merchantId: string, bookingId: string): BookingChanged {
  return { type: "booking.changed", merchantId, bookingId, change: "updated" };
}
