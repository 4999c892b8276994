import type { BookingAlternative } from "@reservation-api/contract";
import type { BookingAccess } from "../../domain/merchant-access.js";
import { Refusal, fieldValidationError, refuse, withAlternatives } from "../../errors/refusal.js";
import { findAlternatives } from "./booking-alternatives.js";
import type { BookingSlotRefusal } from "./booking-slot-check.js";
import type { ServiceDeps } from "../service-deps.js";

/** Refusals that are answered with other bookable times, once their transaction has ended. */
const offersAlternatives = new WeakSet<Refusal>();

/**
 * The error a refused time or party size is answered with: VALIDATION_ERROR on `partySize`, or the
 * refusal's own code. Throw it inside the transaction (so it rolls back and frees the merchant
 * lock); answerRefusalsWithAlternatives then adds the alternatives outside it.
 */
export function bookingSlotRefusalError(refusal: BookingSlotRefusal): Refusal {
  if (refusal.code === "VALIDATION_ERROR") return fieldValidationError(refusal.field, refusal.message);
  const error = refuse(refusal.code, refusal.message);
  if (refusal.offersAlternatives) offersAlternatives.add(error);
  return error;
}

/**
 * Runs `work` (a whole transaction) and answers a refusal made by bookingSlotRefusalError that
 * offers alternatives with the bookable times nearest the requested one. They are read after the
 * transaction, so the merchant lock is never held for them. A change passes its booking's id, so
 * its own seats count as free in the alternatives too.
 */
export async function answerRefusalsWithAlternatives<T>(
  deps: ServiceDeps,
  access: BookingAccess,
  slot: { localDate: string; localTime: string; partySize: number; excludeBookingId?: string | undefined },
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Refusal) || !offersAlternatives.has(error)) throw error;
    const alternatives: BookingAlternative[] = await findAlternatives(deps.db, access, slot, now, slot.excludeBookingId);
    throw withAlternatives(error, alternatives);
  }
}
