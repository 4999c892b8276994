import type { BookingStatus, BookingWithoutLocalTime } from "@reservation-api/contract";
import { isBookingId, normalizeBookingRef } from "../../domain/bookings/booking-ref.js";
import { bookingStatusChangedEvent } from "../../domain/webhooks/webhook-event.js";
import { changeInstantAfter } from "../../domain/change-instant.js";
import type { ServiceDeps } from "../service-deps.js";
import { bookingStatusChanged } from "../../observer/server-event.js";
import { findBookingByIdentifier } from "../../storage/bookings/booking-store.js";
import type { MerchantActor } from "../../domain/actor.js";
import { setBookingStatusRecordingEvent } from "../../storage/webhooks/webhook-outbox.js";
import { recordActivity } from "../activity-log.js";
import { toListedBookingWithoutLocalTime } from "./booking-record.js";
import { refuse } from "../../errors/refusal.js";

/**
 * A write loses only to another update that won in between, and each racing update wins once, so
 * with up to this many updates of one booking at a time every one of them gets through.
 */
const STATUS_WRITE_ATTEMPTS = 20;

/**
 * Moves a booking to any of the four statuses. Setting the current status again changes nothing
 * (and emits no event). Another merchant's booking is reported exactly like a missing one. The API
 * and the dashboard both change statuses through here. A dashboard user's change is written to the
 * activity log in the same transaction; an API key's is in the request log already.
 * The write is conditional on the row as read, so the `booking.status_changed` event recorded
 * with it always names the true previous status, even when updates race; and each change is
 * stamped after the one before it, so a booking's events order by `createdAt`.
 */
export async function updateBookingStatus(
  deps: ServiceDeps,
  actor: MerchantActor,
  identifier: string,
  status: BookingStatus,
): Promise<BookingWithoutLocalTime> {
  const target = isBookingId(identifier) ? { id: identifier } : { ref: normalizeBookingRef(identifier) };
  for (let attempt = 0; attempt < STATUS_WRITE_ATTEMPTS; attempt++) {
    const row = await findBookingByIdentifier(deps.db, actor.merchantId, target);
    if (!row) throw refuse("NOT_FOUND", "No booking with that id or bookingRef");
    const booking = toListedBookingWithoutLocalTime(row);
    if (booking.status === status) return booking;
    const previousStatus = booking.status;
    const updated: BookingWithoutLocalTime = { ...booking, status };
    const at = changeInstantAfter(new Date(row.updatedAt), deps.now());
    const event = bookingStatusChangedEvent(updated, previousStatus, at);
    const read = { status: previousStatus, updatedAt: row.updatedAt };
    const key = { merchantId: actor.merchantId, id: booking.id };
    const written =
      actor.kind === "user"
        ? await deps.db.transaction(async (tx) => {
            const changed = await setBookingStatusRecordingEvent(tx, key, read, event);
            if (changed) {
              const details = { bookingRef: booking.bookingRef, from: previousStatus, to: status };
              await recordActivity(deps, { merchantId: actor.merchantId, actor, action: "booking.status_changed", details }, tx);
            }
            return changed;
          })
        : await setBookingStatusRecordingEvent(deps.db, key, read, event);
    if (written) {
      deps.observer?.emit(bookingStatusChanged(actor.merchantId, booking.id));
      return updated;
    }
  }
  throw new Error("The booking's status kept changing under this update");
}
