import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SeededMerchant } from "./seed-platform.js";

export interface LoadTargets {
  merchants: SeededMerchant[];
  busy: SeededMerchant & { rangeStart: string; rangeEnd: string; deepCursor: string };
  hot: SeededMerchant & { date: string; time: string };
  /** Future restaurant-local dates with a date a month later, for availability and list ranges. */
  dateRanges: [string, string][];
  bookings: { merchant: SeededMerchant; bookingId: string }[];
  /** Future pending bookings that only the `modify` scenario touches, so they stay pending. */
  pendingBookings: { merchant: SeededMerchant; bookingId: string }[];
}

/** Writes what the wrk script reads: one tab-separated file per kind of target. */
export function writeTargetsFiles(dir: string, targets: LoadTargets): void {
  mkdirSync(dir, { recursive: true });
  const write = (name: string, rows: string[][]) =>
    writeFileSync(join(dir, name), rows.map((row) => row.join("\t")).join("\n") + "\n");
  write(
    "merchants.tsv",
    targets.merchants.map((merchant) => [merchant.merchantId, merchant.apiKey]),
  );
  const { busy, hot } = targets;
  write("busy.tsv", [[busy.merchantId, busy.apiKey, busy.rangeStart, busy.rangeEnd, busy.deepCursor]]);
  write("hot.tsv", [[hot.merchantId, hot.apiKey, hot.date, hot.time]]);
  write("dates.tsv", targets.dateRanges);
  const bookingRows = (bookings: LoadTargets["bookings"]) =>
    bookings.map(({ merchant, bookingId }) => [merchant.merchantId, merchant.apiKey, bookingId]);
  write("bookings.tsv", bookingRows(targets.bookings));
  write("pending.tsv", bookingRows(targets.pendingBookings));
}

/** YYYY-MM-DD of today plus `days`, by the UTC calendar (close enough for London evenings). */
export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
