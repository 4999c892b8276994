/**
 * Error codes that mean "the database cannot answer right now", not "this request is wrong":
 * postgres.js connection failures, PostgreSQL's connection-exception (08) and
 * operator-intervention (57P) classes, which it sends while shutting down or starting up, and
 * 57014, a statement cancelled by DB_STATEMENT_TIMEOUT_MS: a database too slow is as unavailable
 * to the caller as one out of reach, and the retry is as safe.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57014",
  "57P01",
  "57P02",
  "57P03",
]);

/** Whether an error, or anything in its chain of causes, says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 10; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    current = current.cause;
  }
  return false;
}
