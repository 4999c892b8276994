import {
  ERROR_HTTP_STATUS,
  type BookingAlternative,
  type ErrorCode,
  type ExistingBooking,
  type FieldError,
} from "@reservation-api/contract";

export interface ApiErrorOptions {
  fieldErrors?: FieldError[];
  /** Bookable times offered instead of the refused one. */
  alternatives?: BookingAlternative[];
  /** The booking a DUPLICATE_BOOKING refers to. */
  existingBooking?: ExistingBooking | undefined;
  /** Extra response headers, e.g. `Retry-After`. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** A failure the client is meant to see, with its documented code. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly fieldErrors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly alternatives: BookingAlternative[] | undefined;
  readonly existingBooking: ExistingBooking | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: ApiErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.status = ERROR_HTTP_STATUS[code];
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers ?? {};
    this.alternatives = options.alternatives;
    this.existingBooking = options.existingBooking;
  }
}

/** A VALIDATION_ERROR listing what is wrong with each field. */
export function validationError(fieldErrors: FieldError[], cause?: unknown): ApiError {
  return new ApiError("VALIDATION_ERROR", "The request is not valid", { fieldErrors, cause });
}

/** A VALIDATION_ERROR about one field. */
export function fieldValidationError(field: string, message: string): ApiError {
  return validationError([{ field, message }]);
}
