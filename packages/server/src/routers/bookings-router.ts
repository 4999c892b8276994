import { apiKeyActor } from "../domain/actor.js";
import {
  API_BASE_PATH,
  CREATE_BOOKING_RENAMED_FIELDS,
  HEADER,
  bookingSchema,
  bookingWithoutLocalTimeSchema,
  createBookingBodySchema,
  listBookingsQuerySchema,
  listBookingsResultSchema,
  updateBookingStatusInputSchema,
} from "@reservation-api/contract";
import { bodyProcedure, idempotentCreateProcedure, merchantProcedure } from "../middleware/procedures.js";
import { hintRenamedFields } from "../middleware/renamed-field-hints.js";
import { createBookingRequestHeaders, merchantRequestHeaders } from "../openapi/request-headers.js";
import { createBooking } from "../services/bookings/create-booking.js";
import { listBookings } from "../services/bookings/list-bookings.js";
import { updateBookingStatus } from "../services/bookings/update-booking-status.js";
import { createRouter } from "../trpc/trpc.js";
import type { OperationId } from "../openapi/operation-ids.js";

export const bookingsRouter = createRouter({
  list: merchantProcedure
    .meta({
      openapi: {
        method: "GET",
        path: `${API_BASE_PATH}/bookings`,
        operationId: "listBookings" satisfies OperationId,
        tags: ["bookings"],
        requestHeaders: merchantRequestHeaders,
        summary: "Bookings over a restaurant-local date range, cursor-paginated",
        description: [
          "Ordered by `bookingTimeUtc` ascending, then `id` ascending. Pass `pagination.nextCursor` as `cursor` to get the next page; it is null when `hasMore` is false.",
          "`total` counts every booking matching the date range and status filter, across all pages.",
          "Dates are restaurant-local and inclusive; the range may span at most 366 days. A cursor that is not a booking of this merchant is a VALIDATION_ERROR on `cursor`.",
        ].join("\n\n"),
      },
    })
    .input(listBookingsQuerySchema)
    .output(listBookingsResultSchema)
    .query(({ ctx, input }) => listBookings(ctx.deps, ctx.access, input)),

  create: idempotentCreateProcedure
    .meta({
      openapi: {
        method: "POST",
        path: `${API_BASE_PATH}/bookings`,
        operationId: "createBooking" satisfies OperationId,
        tags: ["bookings"],
        requestHeaders: createBookingRequestHeaders,
        summary: "Create a booking (idempotent)",
        successDescription: "The booking was created, or this replays the original response for the same key and body.",
        description: [
          `Requires an \`${HEADER.idempotencyKey}\` header: a UUID made once per booking attempt and reused on every retry of it.`,
          "Same key and same body within 24 hours: the original 201 response again, with `Idempotent-Replayed: true`, and no new booking. Same key, different body: 409 CONFLICT. Same key while the first request is still running: 409 IDEMPOTENCY_CONFLICT with `Retry-After`. Failed attempts are not remembered, so the key stays free for a retry.",
          "Checks, in order: MISSING_IDEMPOTENCY_KEY; VALIDATION_ERROR; idempotency (replay, CONFLICT, IDEMPOTENCY_CONFLICT); RESTAURANT_UNAVAILABLE (not accepting, closed, no such slot, beyond the horizon); ADVANCE_TIME_REQUIRED; party size out of range (VALIDATION_ERROR on `partySize`); BOOKING_LIMIT_REACHED; DUPLICATE_BOOKING (same email or phone, time and party size in the last 5 minutes, any status); CAPACITY_EXCEEDED.",
          "Unknown body fields are rejected. `source` is `api`.",
        ].join("\n\n"),
      },
    })
    .use(hintRenamedFields(CREATE_BOOKING_RENAMED_FIELDS))
    .input(createBookingBodySchema)
    .output(bookingSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await createBooking(ctx.deps, ctx.access, { body: input, idempotencyKey: ctx.idempotencyKey });
      ctx.response.status = 201;
      if (result.replayed) ctx.response.headers[HEADER.idempotentReplayed] = "true";
      return result.booking;
    }),

  updateStatus: bodyProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: `${API_BASE_PATH}/bookings/{bookingIdentifier}/status`,
        operationId: "updateBookingStatus" satisfies OperationId,
        tags: ["bookings"],
        requestHeaders: merchantRequestHeaders,
        summary: "Change a booking's status",
        description: [
          "`bookingIdentifier` is the booking's UUID or its bookingRef (case-insensitive).",
          "Any status may move to any other; setting the current one again is a no-op. Cancelled and no-show free their seats at once; moving back to pending or checked-in is allowed even when it overfills the slot.",
          "The response has no `localDate`/`localTime`. Another merchant's booking is 404 NOT_FOUND, exactly like a missing one.",
        ].join("\n\n"),
      },
    })
    .input(updateBookingStatusInputSchema)
    .output(bookingWithoutLocalTimeSchema)
    .mutation(({ ctx, input }) => updateBookingStatus(ctx.deps, apiKeyActor(ctx.access), input.bookingIdentifier, input.status)),
});
