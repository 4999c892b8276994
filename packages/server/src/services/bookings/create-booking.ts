import type { Booking, CreateBookingBody } from "@reservation-api/contract";
import type { Database } from "@reservation-api/db";
import { generateBookingRef } from "../../domain/bookings/booking-ref.js";
import { checkBookingRequest } from "../../domain/bookings/booking-request-check.js";
import { duplicateWindowStart, normalizeEmail, phoneDigits } from "../../domain/bookings/duplicate-guard.js";
import { decideIdempotentOutcome, fingerprintRequest } from "../../domain/bookings/idempotency.js";
import { localDateTimeOf, localMonthOf } from "../../domain/local-time.js";
import { checkSeats, seatHoldingRange } from "../../domain/bookings/seat-check.js";
import { bookingCreatedEvent } from "../../domain/webhooks/webhook-event.js";
import { RETRY_SHORTLY_SECONDS } from "../../errors/retry-after.js";
import { bookingCreated } from "../../observer/server-event.js";
import { tryLockIdempotencyKey } from "../../storage/advisory-locks.js";
import {
  findDuplicateBooking,
  readBookingConstraintFacts,
  type BookingCandidate,
} from "../../storage/bookings/booking-constraints-store.js";
import { insertBookingWithIdempotencyRecord, type IdempotencyRecordValues } from "../../storage/bookings/booking-store.js";
import { findIdempotentResultLockingMerchant } from "../../storage/bookings/idempotency-store.js";
import type { BookingAccess } from "../../domain/merchant-access.js";
import { toBookingWithoutLocalTime } from "./booking-record.js";
import type { ServiceDeps } from "../service-deps.js";
import { refuse } from "../../errors/refusal.js";
import { answerRefusalsWithAlternatives, bookingSlotRefusalError } from "./slot-refusal.js";

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
  deps: ServiceDeps,
  access: BookingAccess,
  request: { body: CreateBookingBody; idempotencyKey: string },
): Promise<CreatedBooking> {
  const now = deps.now();
  const requestHash = fingerprintRequest(request.body);
  const created = await answerRefusalsWithAlternatives(deps, access, request.body, now, () =>
    createInTransaction(deps, access, request, requestHash, now),
  );
  if (!created.replayed) deps.observer?.emit(bookingCreated(access.merchantId, created.booking.id));
  return created;
}

function createInTransaction(
  deps: ServiceDeps,
  access: BookingAccess,
  request: { body: CreateBookingBody; idempotencyKey: string },
  requestHash: string,
  now: Date,
): Promise<CreatedBooking> {
  return deps.db.transaction(async (tx) => {
    if (!(await tryLockIdempotencyKey(tx, access.merchantId, request.idempotencyKey))) {
      throw refuse("IDEMPOTENCY_CONFLICT", "A request with this Idempotency-Key is still being processed; retry shortly", {
        retryAfterSeconds: RETRY_SHORTLY_SECONDS,
      });
    }
    // Also takes the merchant's booking lock, so the checks below read committed bookings only.
    const stored = await findIdempotentResultLockingMerchant(tx, access.merchantId, request.idempotencyKey);
    const decision = decideIdempotentOutcome(stored, requestHash, now);
    if (decision.kind === "replay") return { booking: decision.responseBody as Booking, replayed: true };
    if (decision.kind === "conflict") {
      throw refuse("CONFLICT", "This Idempotency-Key was already used with a different request body");
    }

    const check = checkBookingRequest({ settings: access.settings, ...request.body, now });
    if (!check.ok) throw bookingSlotRefusalError(check);

    await assertBookable(tx, access, request.body, check.startsAt, now);
    const booking = await insertBooking(tx, access, request.body, check.startsAt, now, {
      key: request.idempotencyKey,
      requestHash,
    });
    return { booking, replayed: false };
  });
}

/** The checks that read other bookings, in the documented order; run under the merchant lock. */
async function assertBookable(
  tx: Database,
  access: BookingAccess,
  body: CreateBookingBody,
  startsAt: Date,
  now: Date,
): Promise<void> {
  const { settings } = access;
  const holdingRange = seatHoldingRange(startsAt, settings.seatingDurationMinutes);
  const candidate: BookingCandidate = {
    merchantId: access.merchantId,
    bookingTime: startsAt,
    partySize: body.partySize,
    normalizedEmail: body.email === undefined ? undefined : normalizeEmail(body.email),
    phoneDigits: body.phone === undefined ? undefined : phoneDigits(body.phone),
    localMonth: localMonthOf(now, settings.timezone),
    duplicateWindowStart: duplicateWindowStart(now),
    holdingsFrom: holdingRange.from,
    holdingsTo: holdingRange.to,
  };
  const facts = await readBookingConstraintFacts(tx, candidate);
  if (facts.createdThisMonth >= settings.monthlyBookingCap) {
    throw refuse("BOOKING_LIMIT_REACHED", "The restaurant has reached its booking limit for this month");
  }
  if (facts.duplicate) {
    throw refuse("DUPLICATE_BOOKING", "The same guest booked this time and party size in the last 5 minutes", {
      existingBooking: await findDuplicateBooking(tx, candidate),
    });
  }
  // The same decision a change of a booking makes through checkSeatsFor; here the seats came with
  // the cap and the duplicate guard, in the one statement create spends on other bookings.
  const seats = checkSeats({
    holdings: facts.holdings,
    startsAt,
    durationMinutes: settings.seatingDurationMinutes,
    partySize: body.partySize,
    seatCapacity: settings.seatCapacity,
  });
  if (!seats.ok) throw bookingSlotRefusalError(seats);
}

/**
 * Inserts the booking with its idempotency record, whose stored response is this booking, and
 * its outbox event, which commits or rolls back with it (a replay returned before this).
 */
async function insertBooking(
  tx: Database,
  access: BookingAccess,
  body: CreateBookingBody,
  startsAt: Date,
  now: Date,
  idempotency: Omit<IdempotencyRecordValues, "responseBody">,
): Promise<Booking> {
  for (let attempt = 0; attempt < BOOKING_REF_ATTEMPTS; attempt++) {
    const row = {
      id: crypto.randomUUID(),
      merchantId: access.merchantId,
      bookingRef: generateBookingRef(),
      customerName: body.customerName,
      email: body.email ?? null,
      phone: body.phone ?? null,
      partySize: body.partySize,
      bookingTime: startsAt,
      status: "pending" as const,
      source: "api" as const,
      occasionType: body.occasionType ?? null,
      occasionNote: body.occasionNote ?? null,
      specialNotes: body.notes ?? null,
      createdAt: now,
      updatedAt: now,
    };
    const booking: Booking = { ...toBookingWithoutLocalTime(row), ...localDateTimeOf(startsAt, access.settings.timezone) };
    const event = bookingCreatedEvent(booking, now);
    if (await insertBookingWithIdempotencyRecord(tx, row, { ...idempotency, responseBody: booking }, event)) return booking;
  }
  throw new Error("Could not draw a free bookingRef");
}
