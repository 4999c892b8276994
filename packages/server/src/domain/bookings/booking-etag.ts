import { createHash } from "node:crypto";
import type { BookingWithoutLocalTime } from "@reservation-api/contract";

/** One version of a stored booking: the record as the API shows it, and when it last changed. */
export interface BookingVersion {
  booking: BookingWithoutLocalTime;
  /** The row's last-change time, ISO 8601 with milliseconds. */
  updatedAt: string;
}

/**
 * A booking's ETag, a strong validator (RFC 9110, 8.8.3): a hash of every field a change or a
 * status change can touch and of the last-change time. Each change is stamped strictly after the
 * one before it (changeInstantAfter), and the fields are hashed too, so two changes in the same
 * millisecond still give two ETags, and a change and its reversal give different ones.
 *
 * @example
 * bookingEtag({ booking, updatedAt: "2026-06-01T12:00:00.000Z" }) // '"q1Yk…"'
 */
export function bookingEtag(version: BookingVersion): string {
  const { booking } = version;
  const fields = [
    booking.id,
    booking.status,
    version.updatedAt,
    booking.bookingTimeUtc,
    booking.partySize,
    booking.customerName,
    booking.email,
    booking.phone,
    booking.specialNotes,
    booking.occasionType,
    booking.occasionNote,
  ];
  const digest = createHash("sha256").update(JSON.stringify(fields)).digest("base64url").slice(0, 27);
  return `"${digest}"`;
}

/**
 * Whether an `If-Match` header holds for the current ETag: `*`, or a list naming it, compared
 * strongly (a weak `W/` tag never matches, RFC 9110, 13.1.1).
 */
export function ifMatchHolds(header: string, etag: string): boolean {
  const tags = listedTags(header);
  return tags.includes("*") || tags.includes(etag);
}

/**
 * Whether an `If-None-Match` header names the current ETag (`*` or a list naming it), compared
 * weakly as RFC 9110, 13.1.2 asks: then a read answers 304.
 */
export function ifNoneMatchNames(header: string, etag: string): boolean {
  const tags = listedTags(header).map((tag) => (tag.startsWith("W/") ? tag.slice(2) : tag));
  return tags.includes("*") || tags.includes(etag);
}

function listedTags(header: string): string[] {
  return header
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}
