import { loadavg } from "node:os";

/** The 1, 5 and 15 minute load averages now, as the reports print them: "0.52, 0.61, 0.70". */
export function loadNow(): string {
  return formatLoad(loadavg());
}

export function formatLoad(load: readonly number[]): string {
  return load.map((value) => value.toFixed(2)).join(", ");
}

/** Today's date, YYYY-MM-DD (UTC), as a report's "Run on" line gives it. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
