import {
  bookingIdentifierInputSchema,
  bookingsDayInputSchema,
  bookingsDaySchema,
  bookingUpdateResultSchema,
  bookingVersionSchema,
  setBookingStatusInputSchema,
  slotsForChangeInputSchema,
  slotsForChangeSchema,
  statusChangeResultSchema,
  updateBookingDashboardInputSchema,
} from "@reservation-api/contract/dashboard";
import { createDashboardRouter } from "../../trpc/dashboard-trpc.js";
import { adminProcedure, sessionProcedure } from "../../middleware/dashboard-procedures.js";
import { updateBookingStatus } from "../../services/bookings/update-booking-status.js";
import { getBooking } from "../../services/bookings/get-booking.js";
import { updateBooking } from "../../services/bookings/update-booking.js";
import { getSlotsForChange } from "../../services/bookings/get-slots-for-change.js";
import { getBookingsDay } from "../../services/bookings/get-bookings-day.js";
import { actorOf } from "../../services/sessions.js";

/** The merchant is always the session's: another merchant's booking id is simply not found. */
export const bookingsRouter = createDashboardRouter({
  /** One restaurant-local day: the availability endpoint's slot grid and the day's bookings. */
  day: sessionProcedure
    .input(bookingsDayInputSchema)
    .output(bookingsDaySchema)
    .query(({ ctx, input }) => getBookingsDay(ctx.deps, ctx.session.merchantId, input)),

  /** The API's PATCH service with the user as actor; a real change is written to the activity log. */
  setStatus: adminProcedure
    .input(setBookingStatusInputSchema)
    .output(statusChangeResultSchema)
    .mutation(({ ctx, input }) => updateBookingStatus(ctx.deps, actorOf(ctx.session), input.bookingId, input.status)),

  /** One booking and its ETag, as the API's GET reads it: what the change dialog starts from. */
  get: adminProcedure
    .input(bookingIdentifierInputSchema)
    .output(bookingVersionSchema)
    .query(({ ctx, input }) => getBooking(ctx.deps, actorOf(ctx.session), input.identifier)),

  /** The slots the change dialog offers: the date's availability for the party, the booking's own seats not counted. */
  slotsForChange: adminProcedure
    .input(slotsForChangeInputSchema)
    .output(slotsForChangeSchema)
    .query(async ({ ctx, input }) => {
      const { availableSlots, fullSlots } = await getSlotsForChange(ctx.deps, actorOf(ctx.session), input.identifier, input);
      return { availableSlots, fullSlots };
    }),

  /**
   * The API's PATCH service with the user as actor: the same checks, lock and `booking.updated`
   * event; the service writes the activity entry. The ETag read by the dialog guards against a
   * change made meanwhile.
   */
  update: adminProcedure
    .input(updateBookingDashboardInputSchema)
    .output(bookingUpdateResultSchema)
    .mutation(({ ctx, input }) =>
      updateBooking(ctx.deps, actorOf(ctx.session), input.identifier, input.changes, { ifMatch: input.ifMatch }),
    ),
});
