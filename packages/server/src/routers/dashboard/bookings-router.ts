import {
  bookingsDayInputSchema,
  bookingsDaySchema,
  setBookingStatusInputSchema,
  statusChangeResultSchema,
} from "@reservation-api/contract/dashboard";
import { createDashboardRouter } from "../../dashboard-trpc.js";
import { asServiceErrors } from "../../errors/api-error-as-service-error.js";
import { adminProcedure, sessionProcedure } from "../../middleware/dashboard-procedures.js";
import { recordActivity } from "../../services/activity-log.js";
import { getBookingsDay } from "../../services/get-bookings-day.js";
import { actorOf } from "../../services/sessions.js";
import { updateBookingStatus } from "../../services/update-booking-status.js";

/** The merchant is always the session's: another merchant's booking id is simply not found. */
export const bookingsRouter = createDashboardRouter({
  /** One restaurant-local day: the availability endpoint's slot grid and the day's bookings. */
  day: sessionProcedure
    .input(bookingsDayInputSchema)
    .output(bookingsDaySchema)
    .query(({ ctx, input }) => asServiceErrors(() => getBookingsDay(ctx.deps, ctx.session.merchantId, input))),

  /** The API's PATCH service with the user as actor; a real change is written to the activity log. */
  setStatus: adminProcedure
    .input(setBookingStatusInputSchema)
    .output(statusChangeResultSchema)
    .mutation(({ ctx, input }) => {
      const { merchantId, userId } = ctx.session;
      return asServiceErrors(() =>
        updateBookingStatus(ctx.deps, { merchantId }, input.bookingId, input.status, {
          actor: { type: "user", userId },
          onChanged: (change) =>
            recordActivity(ctx.deps, {
              merchantId,
              actor: actorOf(ctx.session),
              action: "booking.status_changed",
              details: { bookingRef: change.booking.bookingRef, from: change.previousStatus, to: change.booking.status },
            }),
        }),
      );
    }),
});
