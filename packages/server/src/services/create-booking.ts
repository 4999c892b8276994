import type { Booking, CreateBookingBody } from "@reservation-api/contract";
import type { Database } from "@reservation-api/db";
import { generateBookingRef } from "../domain/booking-ref.js";
import { checkBookingRequest } from "../domain/booking-request-check.js";
import { duplicateWindowStart, normalizeEmail, phoneDigits } from "../domain/duplicate-guard.js";
import {
  IDEMPOTENCY_RETRY_AFTER_SECONDS,
  decideIdempotentOutcome,
  fingerprintRequest,
} from "../domain/idempotency.js";
import { startOfLocalMonth } from "../domain/local-time.js";
import { canSeatParty } from "../domain/seat-capacity.js";
import type { ServerDependencies } from "../context.js";
import { ApiError, fieldValidationError } from "../errors/api-error.js";
import { lockMerchantBookings, tryLockIdempotencyKey } from "../storage/advisory-locks.js";
import { readBookingConstraintFacts } from "../storage/booking-constraints-store.js";
import { insertBookingUnlessRefTaken } from "../storage/booking-store.js";
import { findIdempotentResult, saveIdempotentResult } from "../storage/idempotency-store.js";
import type { MerchantAccess } from "../storage/merchant-access-store.js";
import { toBooking } from "./booking-record.js";

export interface CreatedBooking {
  booking: Booking;
  /** True when this answers a repeated Idempotency-Key with the original response. */
  replayed: boolean;
}

const BOOKING_REF_ATTEMPTS = 5;

/**
 * Creates a booking exactly once per Idempotency-Key. Everything happens in one transaction:
 * the key is claimed with a transaction-scoped lock (so a crash frees it), the merchant's
 * bookings are serialised with a second lock (so capacity is checked against committed rows
 * only, whichever process runs the request), and the booking and its idempotency record are
 * committed together or not at all.
 */
export async function createBooking(
  deps: ServerDependencies,
  access: MerchantAccess,
  request: { body: CreateBookingBody; idempotencyKey: string },
): Promise<CreatedBooking> {
  const now = deps.now();
  const requestHash = fingerprintRequest(request.body);
  return deps.db.transaction(async (tx) => {
    if (!(await tryLockIdempotencyKey(tx, access.merchantId, request.idempotencyKey))) {
      throw new ApiError("IDEMPOTENCY_CONFLICT", "A request with this Idempotency-Key is still being processed; retry shortly", {
        headers: { "Retry-After": String(IDEMPOTENCY_RETRY_AFTER_SECONDS) },
      });
    }
    const stored = await findIdempotentResult(tx, access.merchantId, request.idempotencyKey);
    const decision = decideIdempotentOutcome(stored, requestHash, now);
    if (decision.kind === "replay") return { booking: decision.responseBody as Booking, replayed: true };
    if (decision.kind === "conflict") {
      throw new ApiError("CONFLICT", "This Idempotency-Key was already used with a different request body");
    }

    const check = checkBookingRequest({ settings: access.settings, ...request.body, now });
    if (!check.ok) {
      throw check.code === "VALIDATION_ERROR"
        ? fieldValidationError(check.field, check.message)
        : new ApiError(check.code, check.message);
    }

    await lockMerchantBookings(tx, access.merchantId);
    await assertBookable(tx, access, request.body, check.startsAt, now);
    const booking = await insertBooking(tx, access, request.body, check.startsAt, now);
    await saveIdempotentResult(tx, {
      merchantId: access.merchantId,
      key: request.idempotencyKey,
      requestHash,
      bookingId: booking.id,
      responseBody: booking,
      createdAt: now,
    });
    return { booking, replayed: false };
  });
}

/** The checks that read other bookings, in the documented order; run under the merchant lock. */
async function assertBookable(
  tx: Database,
  access: MerchantAccess,
  body: CreateBookingBody,
  startsAt: Date,
  now: Date,
): Promise<void> {
  const { settings } = access;
  const durationMs = settings.seatingDurationMinutes * 60_000;
  const facts = await readBookingConstraintFacts(tx, {
    merchantId: access.merchantId,
    bookingTime: startsAt,
    partySize: body.partySize,
    normalizedEmail: body.email === undefined ? undefined : normalizeEmail(body.email),
    phoneDigits: body.phone === undefined ? undefined : phoneDigits(body.phone),
    monthStart: startOfLocalMonth(now, settings.timezone),
    duplicateWindowStart: duplicateWindowStart(now),
    holdingsFrom: new Date(startsAt.getTime() - durationMs),
    holdingsTo: new Date(startsAt.getTime() + durationMs),
  });
  if (facts.createdThisMonth >= settings.monthlyBookingCap) {
    throw new ApiError("BOOKING_LIMIT_REACHED", "The restaurant has reached its booking limit for this month");
  }
  if (facts.duplicate) {
    throw new ApiError("DUPLICATE_BOOKING", "The same guest booked this time and party size in the last 5 minutes");
  }
  const fits = canSeatParty({
    holdings: facts.holdings,
    startsAt,
    durationMinutes: settings.seatingDurationMinutes,
    partySize: body.partySize,
    seatCapacity: settings.seatCapacity,
  });
  if (!fits) throw new ApiError("CAPACITY_EXCEEDED", "Not enough seats left at that time for this party size");
}

async function insertBooking(
  tx: Database,
  access: MerchantAccess,
  body: CreateBookingBody,
  startsAt: Date,
  now: Date,
): Promise<Booking> {
  for (let attempt = 0; attempt < BOOKING_REF_ATTEMPTS; attempt++) {
    const inserted = await insertBookingUnlessRefTaken(tx, {
      id: crypto.randomUUID(),
      merchantId: access.merchantId,
      bookingRef: generateBookingRef(),
      customerName: body.customerName,
      email: body.email ?? null,
      phone: body.phone ?? null,
      partySize: body.partySize,
      bookingTime: startsAt,
      status: "pending",
      source: "api",
      occasionType: body.occasionType ?? null,
      occasionNote: body.occasionNote ?? null,
      specialNotes: body.notes ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (inserted) return toBooking(inserted, access.settings.timezone);
  }
  throw new Error("Could not draw a free bookingRef");
}
