import { ERROR_HTTP_STATUS, type ErrorCode, type FieldError } from "@reservation-api/contract";

export interface ApiErrorOptions {
  fieldErrors?: FieldError[];
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

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: ApiErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.status = ERROR_HTTP_STATUS[code];
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers ?? {};
  }
}

/** A VALIDATION_ERROR about one field. */
export function fieldValidationError(field: string, message: string): ApiError {
  return new ApiError("VALIDATION_ERROR", "The request is not valid", { fieldErrors: [{ field, message }] });
}
