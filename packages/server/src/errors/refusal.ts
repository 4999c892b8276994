import type { BookingAlternative, ErrorCode, ExistingBooking, FieldError } from "@reservation-api/contract";

/**
 * Refusals only the dashboard and the admin CLI meet: they have no code in the external API's
 * contract. A REST procedure never calls a service that gives one.
 */
export const DASHBOARD_REFUSAL_CODES = ["INVALID_CREDENTIALS", "FORBIDDEN", "THROTTLED"] as const;

/** Every way a service (or the REST middleware) says no: the contract's codes plus the dashboard's. */
export type RefusalCode = ErrorCode | (typeof DASHBOARD_REFUSAL_CODES)[number];

/** What a refusal of each code carries beside its message; codes not listed carry nothing. */
interface RefusalPayloads {
  VALIDATION_ERROR: { fieldErrors: FieldError[] };
  MISSING_IDEMPOTENCY_KEY: { fieldErrors: FieldError[] };
  /** Bookable times offered instead of the refused one (looked up after the transaction). */
  CAPACITY_EXCEEDED: { alternatives?: BookingAlternative[] };
  RESTAURANT_UNAVAILABLE: { alternatives?: BookingAlternative[] };
  ADVANCE_TIME_REQUIRED: { alternatives?: BookingAlternative[] };
  DUPLICATE_BOOKING: { existingBooking?: ExistingBooking | undefined };
  /** The RFC 6750 Bearer challenge sent back as WWW-Authenticate. */
  INVALID_API_KEY: { challenge: string };
  IDEMPOTENCY_CONFLICT: { retryAfterSeconds: number };
  RATE_LIMITED: { retryAfterSeconds: number };
  THROTTLED: { retryAfterSeconds: number };
}

type PayloadOf<C extends RefusalCode> = C extends keyof RefusalPayloads ? RefusalPayloads[C] : Record<never, never>;

/** The closed union every face maps exhaustively: one member per code, with that code's payload. */
export type RefusalReason = { [C in RefusalCode]: { code: C; message: string } & PayloadOf<C> }[RefusalCode];

/** A refusal the caller is meant to see, with a message fit to show. Thrown by services; each face words it. */
export class Refusal extends Error {
  override readonly name = "Refusal";
  /** The reason's code, for callers that only branch on it. */
  readonly code: RefusalCode;

  constructor(
    readonly reason: RefusalReason,
    options: { cause?: unknown } = {},
  ) {
    super(reason.message, options);
    this.code = reason.code;
  }
}

type PayloadArgs<C extends RefusalCode> =
  Record<never, never> extends PayloadOf<C>
    ? [payload?: PayloadOf<C> & { cause?: unknown }]
    : [payload: PayloadOf<C> & { cause?: unknown }];

/** `refuse("NOT_FOUND", "No such member")`; a code with a payload takes it as the third argument. */
export function refuse<C extends RefusalCode>(code: C, message: string, ...[payload]: PayloadArgs<C>): Refusal {
  const { cause, ...rest } = payload ?? {};
  // The payload type is chosen by `code` above, so this object is the member of `code`.
  return new Refusal({ ...rest, code, message } as RefusalReason, { cause });
}

/** A VALIDATION_ERROR listing what is wrong with each field. */
export function validationError(fieldErrors: FieldError[], cause?: unknown): Refusal {
  return refuse("VALIDATION_ERROR", "The request is not valid", { fieldErrors, cause });
}

/** A VALIDATION_ERROR about one field. */
export function fieldValidationError(field: string, message: string): Refusal {
  return validationError([{ field, message }]);
}

/** The same refusal offering other bookable times, for the codes that offer them; any other as it was. */
export function withAlternatives(refusal: Refusal, alternatives: BookingAlternative[]): Refusal {
  const reason = refusal.reason;
  switch (reason.code) {
    case "CAPACITY_EXCEEDED":
    case "RESTAURANT_UNAVAILABLE":
    case "ADVANCE_TIME_REQUIRED":
      return new Refusal({ ...reason, alternatives }, { cause: refusal });
    default:
      return refusal;
  }
}

/** The field errors a refusal reports, if its code carries any. */
export function fieldErrorsOf(reason: RefusalReason): FieldError[] {
  return reason.code === "VALIDATION_ERROR" || reason.code === "MISSING_IDEMPOTENCY_KEY" ? reason.fieldErrors : [];
}
