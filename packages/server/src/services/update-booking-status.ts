import type { BookingStatus, BookingWithoutLocalTime } from "@reservation-api/contract";
import { isBookingId, normalizeBookingRef } from "../domain/booking-ref.js";
import { bookingStatusChangedEvent } from "../domain/webhook-event.js";
import { changeInstantAfter } from "../domain/change-instant.js";
import type { ServerDependencies } from "../context.js";
import { ApiError } from "../errors/api-error.js";
import { bookingStatusChanged } from "../observer/server-event.js";
import { findBookingByIdentifier } from "../storage/booking-store.js";
import type { MerchantAccess } from "../domain/merchant-access.js";
import { setBookingStatusRecordingEvent } from "../storage/webhook-outbox.js";
import { toListedBookingWithoutLocalTime } from "./booking-record.js";

/**
 * A write loses only to another update that won in between, and each racing update wins once, so
 * with up to this many updates of one booking at a time every one of them gets through.
 */
const STATUS_WRITE_ATTEMPTS = 20;

/** Who asked for a status change. Absent means the API's PATCH, made with the merchant's key. */
export type StatusChangeActor = { type: "api-key"; keyPrefix: string } | { type: "user"; userId: string } | { type: "operator" };

export interface BookingStatusChange {
  booking: BookingWithoutLocalTime;
  previousStatus: BookingStatus;
  actor: StatusChangeActor | undefined;
}

export interface StatusChangeOptions {
  actor?: StatusChangeActor;
  /** Told about a change that happened (not about a no-op), e.g. to record it in an activity log. */
  onChanged?: (change: BookingStatusChange) => Promise<void> | void;
}

/**
 * Moves a booking to any of the four statuses. Setting the current status again changes nothing
 * (and emits no event). Another merchant's booking is reported exactly like a missing one. The API
 * and the dashboard both change statuses through here; the dashboard names its user as the actor.
 * The write is conditional on the row as read, so the `booking.status_changed` event recorded
 * with it always names the true previous status, even when updates race; and each change is
 * stamped after the one before it, so a booking's events order by `createdAt`.
 */
export async function updateBookingStatus(
  deps: Pick<ServerDependencies, "db" | "now" | "observer">,
  access: Pick<MerchantAccess, "merchantId">,
  identifier: string,
  status: BookingStatus,
  options: StatusChangeOptions = {},
): Promise<BookingWithoutLocalTime> {
  const target = isBookingId(identifier) ? { id: identifier } : { ref: normalizeBookingRef(identifier) };
  for (let attempt = 0; attempt < STATUS_WRITE_ATTEMPTS; attempt++) {
    const row = await findBookingByIdentifier(deps.db, access.merchantId, target);
    if (!row) throw new ApiError("NOT_FOUND", "No booking with that id or bookingRef");
    const booking = toListedBookingWithoutLocalTime(row);
    if (booking.status === status) return booking;
    const previousStatus = booking.status;
    const updated: BookingWithoutLocalTime = { ...booking, status };
    const at = changeInstantAfter(new Date(row.updatedAt), deps.now());
    const event = bookingStatusChangedEvent(updated, previousStatus, at);
    const read = { status: previousStatus, updatedAt: row.updatedAt };
    if (await setBookingStatusRecordingEvent(deps.db, { merchantId: access.merchantId, id: booking.id }, read, event)) {
      deps.observer?.emit(bookingStatusChanged(access.merchantId, booking.id));
      await options.onChanged?.({ booking: updated, previousStatus, actor: options.actor });
      return updated;
    }
  }
  throw new Error("The booking's status kept changing under this update");
}
