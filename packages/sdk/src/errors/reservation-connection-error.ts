/**
 * No usable answer came back (network failure or timeout), after every retry. For a create, the
 * booking may or may not exist: retry with `idempotencyKey` and you get it exactly once.
 */
export class ReservationConnectionError extends Error {
  override readonly name: string = "ReservationConnectionError";
  constructor(
    message: string,
    readonly idempotencyKey: string | undefined,
    options: { cause: unknown },
  ) {
    super(message, options);
  }
}

/** Every attempt ran past the configured `timeout`. */
export class ReservationTimeoutError extends ReservationConnectionError {
  override readonly name = "ReservationTimeoutError";
}
