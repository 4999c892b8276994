import pinoPretty from "pino-pretty";
import type { DestinationStream } from "pino";

/** Fields a request line folds into its message, so they are not printed again after it. */
const REQUEST_FIELDS = ["requestId", "method", "path", "status", "durationMs"];

/**
 * Log lines for a person at a terminal (LOG_FORMAT=pretty), through pino-pretty: the time, the
 * level and one short line per request, `GET /api/external/v1/bookings → 200 in 4.1 ms`, so a
 * banner printed above them stays readable. It formats the JSON lines the logger has already
 * redacted. Synchronous, so lines and the banner come out in the order they were written.
 */
export function humanLogStream(): DestinationStream {
  return pinoPretty({
    sync: true,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: ["pid", "hostname", "service", ...REQUEST_FIELDS].join(","),
    messageFormat: (log, messageKey) => {
      const message = log[messageKey];
      return describeLine(log, typeof message === "string" ? message : "");
    },
  });
}

/** A request's method, path, status and duration; a failed one keeps its requestId, which its error body shows. */
function describeLine(log: Record<string, unknown>, message: string): string {
  const { method, path, status, durationMs, requestId } = log;
  const parts = message === "request" ? [] : [message];
  if (typeof method === "string") parts.push(`${method} ${String(path)}`);
  if (typeof status === "number") parts.push(`→ ${status}`);
  if (typeof durationMs === "number") parts.push(`in ${durationMs} ms`);
  if (typeof requestId === "string" && (typeof status !== "number" || status >= 500)) parts.push(`(request ${requestId})`);
  return parts.join(" ");
}
