import { randomUUID } from "node:crypto";
import { createBookingBodySchema } from "@reservation-api/contract";
import {
  addDays,
  updateBookingStatus,
  computeDaySlots,
  createBooking,
  localDateOf,
  type RestaurantSettings,
  type ServiceDeps,
  type UserActor,
} from "@reservation-api/server";
import {
  SAMPLE_FIRST_DAY_OFFSET,
  SAMPLE_LAST_DAY_OFFSET,
  planSampleBookings,
  type SampleBooking,
} from "./sample-bookings-plan.js";

/**
 * Fills the new demo restaurant with about two weeks of bookings around its today, through the
 * services the API and the dashboard use: each is created as the API creates one (with its
 * `booking.created` event) at the moment the guest booked, and its status is changed as the
 * dashboard's admin changes it (activity entry and `booking.status_changed` event included), at
 * the moment that happened. Returns how many bookings were made.
 */
export async function seedSampleBookings(
  deps: ServiceDeps,
  restaurant: { merchantId: string; settings: RestaurantSettings },
  staff: UserActor,
): Promise<number> {
  const now = deps.now();
  const today = localDateOf(now, restaurant.settings.timezone);
  const days = [];
  for (let offset = SAMPLE_FIRST_DAY_OFFSET; offset <= SAMPLE_LAST_DAY_OFFSET; offset++) {
    const localDate = addDays(today, offset);
    days.push({ localDate, slots: computeDaySlots(restaurant.settings, localDate) });
  }
  const plan = planSampleBookings(days, now);
  // In the order it happened, so the activity log and the webhook events read as a history.
  const byBookingTime = [...plan].sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime());
  const booked: { sample: SampleBooking; id: string }[] = [];
  for (const sample of byBookingTime) booked.push({ sample, id: await bookSample(deps, restaurant, sample) });
  const changes = booked
    .filter(({ sample }) => sample.status !== "pending")
    .sort((a, b) => a.sample.changedAt.getTime() - b.sample.changedAt.getTime());
  for (const { sample, id } of changes) {
    await updateBookingStatus({ db: deps.db, now: () => sample.changedAt }, staff, id, sample.status);
  }
  return plan.length;
}

/** Books one sample as the API would, at the moment the guest booked; returns the booking's id. */
async function bookSample(
  deps: ServiceDeps,
  restaurant: { merchantId: string; settings: RestaurantSettings },
  sample: SampleBooking,
): Promise<string> {
  const body = createBookingBodySchema.parse({
    ...sample.guest,
    partySize: sample.partySize,
    localDate: sample.localDate,
    localTime: sample.localTime,
  });
  const { booking } = await createBooking({ db: deps.db, now: () => sample.bookedAt }, restaurant, {
    body,
    idempotencyKey: randomUUID(),
  });
  return booking.id;
}
