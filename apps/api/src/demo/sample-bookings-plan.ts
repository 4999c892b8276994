import type { BookingStatus } from "@reservation-api/contract";
import { SAMPLE_GUESTS, type SampleGuest } from "./sample-guests.js";

/** The sample covers the restaurant's last ten days, today and the next four: about two weeks. */
export const SAMPLE_FIRST_DAY_OFFSET = -10;
export const SAMPLE_LAST_DAY_OFFSET = 4;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How past sittings ended: mostly seated, some no-shows and late cancellations. */
const PAST_OUTCOMES: readonly BookingStatus[] = ["checked-in", "checked-in", "no-show", "checked-in", "cancelled", "checked-in"];
/** Bookings still to come: mostly pending, the odd one cancelled already. */
const FUTURE_OUTCOMES: readonly BookingStatus[] = ["pending", "pending", "cancelled", "pending", "pending"];
const PARTY_SIZES = [2, 4, 2, 3, 6, 2, 5, 2, 8, 4];
/** How many days before its sitting each booking was made. */
const DAYS_BOOKED_AHEAD = [1, 3, 7, 2, 5, 10, 4];
const BOOKINGS_PER_DAY = [4, 6, 5, 3, 5, 7, 4];
/** Today is the day a developer opens first: a full one. */
const BOOKINGS_TODAY = 8;

export interface SlotOption {
  localTime: string;
  startsAt: Date;
}

/** One sample booking: what is booked, when it was booked, and what became of it (and when). */
export interface SampleBooking {
  localDate: string;
  localTime: string;
  partySize: number;
  guest: SampleGuest;
  /** When the guest booked: in the past, and well before the sitting (the advance window holds). */
  bookedAt: Date;
  /** The status it ends in; `pending` is where it starts, so that one needs no change. */
  status: BookingStatus;
  /** When the status changed, after `bookedAt` and never after now. */
  changedAt: Date;
}

/**
 * Sample bookings on each open day of the sample's dates (`dates[i]` is today plus
 * SAMPLE_FIRST_DAY_OFFSET plus i), in every status: sittings that have started ended checked-in,
 * no-show or cancelled; later ones are pending or cancelled. Deterministic for a given clock.
 */
export function planSampleBookings(
  days: ReadonlyArray<{ localDate: string; slots: readonly SlotOption[] }>,
  now: Date,
): SampleBooking[] {
  const plan: SampleBooking[] = [];
  days.forEach(({ localDate, slots }, dayIndex) => {
    const wanted = dayIndex === -SAMPLE_FIRST_DAY_OFFSET ? BOOKINGS_TODAY : cyclic(BOOKINGS_PER_DAY, dayIndex);
    const count = Math.min(slots.length, wanted);
    for (let i = 0; i < count; i++) {
      const slot = cyclic(slots, Math.floor(((i + 0.5) * slots.length) / count));
      plan.push(sampleAt(localDate, slot, plan.length, now));
    }
  });
  return plan;
}

/** The list's entry at `index`, counting round again from the start past its end. */
function cyclic<T>(values: readonly T[], index: number): T {
  const value = values[index % values.length];
  if (value === undefined) throw new RangeError("cyclic() needs a non-empty list");
  return value;
}

function sampleAt(localDate: string, slot: SlotOption, index: number, now: Date): SampleBooking {
  const started = slot.startsAt.getTime() <= now.getTime();
  const outcomes = started ? PAST_OUTCOMES : FUTURE_OUTCOMES;
  const status = cyclic(outcomes, index);
  const aheadMs = cyclic(DAYS_BOOKED_AHEAD, index) * DAY_MS;
  const bookedAt = new Date(Math.min(slot.startsAt.getTime() - aheadMs, now.getTime() - HOUR_MS));
  return {
    localDate,
    localTime: slot.localTime,
    partySize: cyclic(PARTY_SIZES, index),
    guest: cyclic(SAMPLE_GUESTS, index),
    bookedAt,
    status,
    changedAt: changeTime(status, slot.startsAt, bookedAt, now),
  };
}

/** Guests check in as they arrive, a no-show is marked half an hour in, a cancellation comes in between. */
function changeTime(status: BookingStatus, startsAt: Date, bookedAt: Date, now: Date): Date {
  const at = (ms: number) => new Date(Math.min(ms, now.getTime()));
  if (status === "checked-in") return at(startsAt.getTime() + 5 * 60_000);
  if (status === "no-show") return at(startsAt.getTime() + 30 * 60_000);
  return at((bookedAt.getTime() + Math.min(startsAt.getTime(), now.getTime())) / 2);
}
