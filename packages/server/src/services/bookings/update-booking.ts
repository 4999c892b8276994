import { diffBooking, lostContactError, type Booking, type UpdateBookingChanges } from "@reservation-api/contract";
import type { Database } from "@reservation-api/db";
import type { MerchantActor } from "../../domain/actor.js";
import { bookingEtag, ifMatchHolds } from "../../domain/bookings/booking-etag.js";
import { applyBookingChanges, changesSeats } from "../../domain/bookings/booking-update.js";
import { changeInstantAfter } from "../../domain/change-instant.js";
import type { BookingAccess } from "../../domain/merchant-access.js";
import { bookingUpdatedEvent } from "../../domain/webhooks/webhook-event.js";
import { fieldValidationError, refuse } from "../../errors/refusal.js";
import { bookingUpdated } from "../../observer/server-event.js";
import { withMerchantBookingLock } from "../../storage/advisory-locks.js";
import { findBookingForChange, writeBookingChangeRecordingEvent } from "../../storage/bookings/booking-change-store.js";
import { recordActivity } from "../activity-log.js";
import type { RestaurantSettings } from "../../domain/restaurant-settings.js";
import { getRestaurantSettings } from "../get-restaurant-settings.js";
import type { ServiceDeps } from "../service-deps.js";
import { toListedBooking, toListedBookingWithoutLocalTime } from "./booking-record.js";
import { checkBookingSlot } from "./booking-slot-check.js";
import { NO_SUCH_BOOKING_MESSAGE, bookingTarget } from "./get-booking.js";
import { answerRefusalsWithAlternatives, bookingSlotRefusalError } from "./slot-refusal.js";

export interface UpdatedBooking {
  booking: Booking;
  etag: string;
  /** False when the change changed nothing: no write, no event, no activity, the same ETag. */
  changed: boolean;
}

/** The slot a refused change asked for, filled in under the lock once the booking is read. */
interface AskedSlot {
  localDate: string;
  localTime: string;
  partySize: number;
  excludeBookingId: string | undefined;
}

/**
 * Changes a pending booking's date, time, party size, contact or notes (API and dashboard alike).
 * In one transaction, under the merchant's booking lock that create takes and with the booking's
 * row locked: the If-Match check, the pending-only rule, the contact rule, every create check on
 * a new date, time or party size (the booking's own seats left out), the write, its
 * `booking.updated` outbox event and, for a dashboard user, the activity entry. So no concurrent
 * create or change can take the same seats, and a stale If-Match changes nothing. The monthly cap
 * and the duplicate guard are create's alone. A change that changes nothing writes nothing.
 *
 * @example
 * const { booking, etag } = await updateBooking(deps, actor, "BK-7Q2M9X", { partySize: 8 }, { ifMatch: etagRead });
 */
export async function updateBooking(
  deps: ServiceDeps,
  actor: MerchantActor,
  identifier: string,
  changes: UpdateBookingChanges,
  options: { ifMatch?: string | undefined; settings?: RestaurantSettings | undefined } = {},
): Promise<UpdatedBooking> {
  // The REST face read the settings when it authenticated the key; the dashboard has not.
  const settings = options.settings ?? (await getRestaurantSettings(deps, actor.merchantId));
  const access: BookingAccess = { merchantId: actor.merchantId, settings };
  const now = deps.now();
  // Read by the alternatives only after the transaction, once it holds the slot asked for.
  const slot: AskedSlot = { localDate: "", localTime: "", partySize: 0, excludeBookingId: undefined };
  const updated = await answerRefusalsWithAlternatives(deps, access, slot, now, () =>
    deps.db.transaction((tx) =>
      withMerchantBookingLock(tx, actor.merchantId, (locked) =>
        changeUnderLock(deps, locked, { actor, access, identifier, changes, ifMatch: options.ifMatch, now, slot }),
      ),
    ),
  );
  if (updated.changed) deps.observer?.emit(bookingUpdated(actor.merchantId, updated.booking.id));
  return updated;
}

async function changeUnderLock(
  deps: ServiceDeps,
  tx: Database,
  request: {
    actor: MerchantActor;
    access: BookingAccess;
    identifier: string;
    changes: UpdateBookingChanges;
    ifMatch: string | undefined;
    now: Date;
    slot: AskedSlot;
  },
): Promise<UpdatedBooking> {
  const { actor, access, changes, now } = request;
  const row = await findBookingForChange(tx, actor.merchantId, bookingTarget(request.identifier));
  if (!row) throw refuse("NOT_FOUND", NO_SUCH_BOOKING_MESSAGE);
  const etag = bookingEtag({ booking: toListedBookingWithoutLocalTime(row), updatedAt: row.updatedAt });
  if (request.ifMatch !== undefined && !ifMatchHolds(request.ifMatch, etag)) {
    throw refuse("PRECONDITION_FAILED", "The booking changed since the ETag sent in If-Match; read it again and retry");
  }
  if (row.status !== "pending") {
    throw refuse("BOOKING_NOT_MODIFIABLE", `Only a pending booking can be changed; this one is ${row.status}`);
  }
  const lostContact = lostContactError(row, changes);
  if (lostContact) throw fieldValidationError(lostContact.field, lostContact.message);

  const before = toListedBooking(row, access.settings.timezone);
  const after = applyBookingChanges(before, changes);
  if (changesSeats(before, after)) {
    Object.assign(request.slot, {
      localDate: after.localDate,
      localTime: after.localTime,
      partySize: after.partySize,
      excludeBookingId: row.id,
    });
    const check = await checkBookingSlot(tx, access, { ...request.slot, now });
    if (!check.ok) throw bookingSlotRefusalError(check);
    after.bookingTimeUtc = check.startsAt.toISOString();
  }
  const diff = diffBooking(before, after);
  if (Object.keys(diff).length === 0) return { booking: before, etag, changed: false };

  const at = changeInstantAfter(new Date(row.updatedAt), now);
  await writeBookingChangeRecordingEvent(tx, { merchantId: actor.merchantId, id: row.id }, bookingUpdatedEvent(after, diff, at));
  if (actor.kind === "user") {
    const details = { bookingRef: row.bookingRef, fields: Object.keys(diff).join(", ") };
    await recordActivity(deps, { merchantId: actor.merchantId, actor, action: "booking.updated", details }, tx);
  }
  const { localDate: _date, localTime: _time, ...written } = after;
  return { booking: after, etag: bookingEtag({ booking: written, updatedAt: at.toISOString() }), changed: true };
}
