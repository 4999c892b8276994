export type WebhookVerificationFailure = "missing_headers" | "bad_signature" | "timestamp_out_of_tolerance" | "invalid_payload";

/** The webhook could not be verified: do not act on it (answer 400). `reason` says why. */
export class WebhookVerificationError extends Error {
  override readonly name: string = "WebhookVerificationError";
  constructor(
    readonly reason: WebhookVerificationFailure,
    message: string,
  ) {
    super(message);
  }
}

/** No signature matched any of the secrets: a forgery, a changed body, or the wrong secret. */
export class WebhookSignatureError extends WebhookVerificationError {
  override readonly name = "WebhookSignatureError";
  constructor(message = "No webhook signature matches the secret") {
    super("bad_signature", message);
  }
}

/** The signed timestamp is too far from now: possibly a replayed request, or a clock off by minutes. */
export class WebhookTimestampError extends WebhookVerificationError {
  override readonly name = "WebhookTimestampError";
  constructor(message: string) {
    super("timestamp_out_of_tolerance", message);
  }
}
