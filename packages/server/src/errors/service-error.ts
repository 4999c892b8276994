import type { FieldError } from "@reservation-api/contract";

/** What kind of refusal a service reports; each face (dashboard, CLI) says it in its own words. */
export const SERVICE_ERROR_KINDS = [
  "NOT_FOUND",
  "CONFLICT",
  "PRECONDITION_FAILED",
  "INVALID_CREDENTIALS",
  "FORBIDDEN",
  "THROTTLED",
  "INVALID_INPUT",
] as const;
export type ServiceErrorKind = (typeof SERVICE_ERROR_KINDS)[number];

export interface ServiceErrorOptions {
  retryAfterSeconds?: number;
  fieldErrors?: FieldError[];
  cause?: unknown;
}

/** A refusal by a service that its caller is meant to see, with a message fit to show. */
export class ServiceError extends Error {
  override readonly name: string = "ServiceError";
  readonly retryAfterSeconds: number | undefined;
  readonly fieldErrors: FieldError[];

  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    options: ServiceErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.fieldErrors = options.fieldErrors ?? [];
  }
}
