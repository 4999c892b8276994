import {
  bookingsDayInputSchema,
  bookingsDaySchema,
  setBookingStatusInputSchema,
  statusChangeResultSchema,
} from "@reservation-api/contract/dashboard";
import { createDashboardRouter } from "../../trpc/dashboard-trpc.js";
import { adminProcedure, sessionProcedure } from "../../middleware/dashboard-procedures.js";
import { updateBookingStatus } from "../../services/bookings/update-booking-status.js";
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
});
