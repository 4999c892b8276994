const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A server timestamp (ISO 8601 UTC) in the reader's own time zone and language. */
export function formatTime(iso: string): string {
  return FORMAT.format(new Date(iso));
}
