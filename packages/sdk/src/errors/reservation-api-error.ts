import type { BookingAlternative, ErrorCode, ExistingBooking, FieldError } from "../types.js";

export interface ReservationApiErrorDetails<Code extends ErrorCode> {
  status: number;
  code: Code;
  message: string;
  requestId: string | undefined;
  fieldErrors: FieldError[];
  alternatives?: BookingAlternative[];
  existingBooking?: ExistingBooking | undefined;
  idempotencyKey: string | undefined;
}

/**
 * The API answered with an error. `code` is one of the documented error codes; narrow on it with
 * `isReservationApiError(error, "CAPACITY_EXCEEDED")`.
 *
 * @example
 * try {
 *   await client.bookings.create(input);
 * } catch (error) {
 *   if (isReservationApiError(error, "CAPACITY_EXCEEDED")) showFullMessage();
 *   else throw error;
 * }
 */
export class ReservationApiError<Code extends ErrorCode = ErrorCode> extends Error {
  override readonly name = "ReservationApiError";
  /** HTTP status. */
  readonly status: number;
  readonly code: Code;
  /** Quote it when asking the API's operators about this request. */
  readonly requestId: string | undefined;
  /** One entry per faulty field for VALIDATION_ERROR (and MISSING_IDEMPOTENCY_KEY); empty otherwise. */
  readonly fieldErrors: FieldError[];
  /**
   * Bookable start times offered instead of the refused one (CAPACITY_EXCEEDED,
   * ADVANCE_TIME_REQUIRED, and RESTAURANT_UNAVAILABLE for a time that is not a slot); up to 5,
   * nearest first on the requested date, else the first of the next date with any. Empty otherwise.
   */
  readonly alternatives: BookingAlternative[];
  /** For DUPLICATE_BOOKING: the booking the same guest already made, to reconcile with. */
  readonly existingBooking: ExistingBooking | undefined;
  /** The Idempotency-Key of a failed create: retry with it to stay safe from duplicates. */
  readonly idempotencyKey: string | undefined;

  constructor(details: ReservationApiErrorDetails<Code>) {
    super(details.message);
    this.status = details.status;
    this.code = details.code;
    this.requestId = details.requestId;
    this.fieldErrors = details.fieldErrors;
    this.alternatives = details.alternatives ?? [];
    this.existingBooking = details.existingBooking;
    this.idempotencyKey = details.idempotencyKey;
  }
}

/**
 * Whether `error` is an API error, optionally with one of the given codes; narrows the type.
 *
 * @example
 * if (isReservationApiError(error, "CONFLICT", "IDEMPOTENCY_CONFLICT")) console.log(error.idempotencyKey);
 */
export function isReservationApiError<Code extends ErrorCode = ErrorCode>(
  error: unknown,
  ...codes: Code[]
): error is ReservationApiError<Code> {
  return error instanceof ReservationApiError && (codes.length === 0 || codes.includes(error.code as Code));
}
