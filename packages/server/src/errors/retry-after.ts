import { HEADER } from "@reservation-api/contract";

/**
 * How long a caller is told to wait when the answer is "not right now" rather than "no": a
 * create whose key is still being processed, a database out of reach, a server at capacity or
 * past its response deadline. Each of these clears within moments, so one value serves all.
 */
export const RETRY_SHORTLY_SECONDS = 2;

/** The `Retry-After` header of such an answer. */
export function retryShortlyHeaders(): Record<string, string> {
  return { [HEADER.retryAfter]: String(RETRY_SHORTLY_SECONDS) };
}
