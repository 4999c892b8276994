/**
 * The request headers worth showing a developer. An allow-list, not a deny-list, so
 * Authorization (or any header a proxy adds with a secret in it) can never be stored.
 */
export const LOGGED_REQUEST_HEADERS = [
  "content-type",
  "content-length",
  "idempotency-key",
  "x-merchant-id",
  "x-request-id",
  "user-agent",
  "accept",
  "x-forwarded-for",
] as const;

const LOGGED_RESPONSE_HEADERS = new Set(["idempotent-replayed", "retry-after", "ratelimit", "ratelimit-policy", "location"]);

/** Picks the allow-listed request headers, first value of each. */
export function pickRequestHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of LOGGED_REQUEST_HEADERS) {
    const value = headers[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) picked[name] = first;
  }
  return picked;
}

/** Picks the allow-listed response headers, names in lower case. */
export function pickResponseHeaders(headers: Record<string, string>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (LOGGED_RESPONSE_HEADERS.has(lower)) picked[lower] = value;
  }
  return picked;
}
