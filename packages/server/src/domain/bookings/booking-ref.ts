import { randomInt } from "node:crypto";
import { isUuid } from "../uuid.js";

/** No 0/O or 1/I, so a reference read out over the phone cannot be misheard. */
export const BOOKING_REF_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const BOOKING_REF_LENGTH = 8;

/** A fresh random reference such as `K7QX2M9D` (32^8, about 10^12 values). */
export function generateBookingRef(): string {
  let ref = "";
  for (let index = 0; index < BOOKING_REF_LENGTH; index++) {
    ref += BOOKING_REF_ALPHABET[randomInt(BOOKING_REF_ALPHABET.length)];
  }
  return ref;
}

/** References are matched case-insensitively. */
export function normalizeBookingRef(ref: string): string {
  return ref.trim().toUpperCase();
}

/** A path identifier is a booking id when it looks like a UUID, a bookingRef otherwise. */
export function isBookingId(identifier: string): boolean {
  return isUuid(identifier);
}
