import { apiKeyActor } from "../domain/actor.js";
import { ifNoneMatchNames } from "../domain/bookings/booking-etag.js";
import {
  API_BASE_PATH,
  CREATE_BOOKING_RENAMED_FIELDS,
  HEADER,
  bookingSchema,
  bookingWithoutLocalTimeSchema,
  createBookingBodySchema,
  getBookingInputSchema,
  listBookingsQuerySchema,
  listBookingsResultSchema,
  updateBookingInputSchema,
  updateBookingStatusInputSchema,
} from "@reservation-api/contract";
import { bodyProcedure, idempotentCreateProcedure, merchantProcedure } from "../middleware/procedures.js";
import { hintRenamedFields } from "../middleware/renamed-field-hints.js";
import {
  createBookingRequestHeaders,
  getBookingRequestHeaders,
  merchantRequestHeaders,
  updateBookingRequestHeaders,
} from "../openapi/request-headers.js";
import { createBooking } from "../services/bookings/create-booking.js";
import { getBooking } from "../services/bookings/get-booking.js";
import { updateBooking } from "../services/bookings/update-booking.js";
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

  get: merchantProcedure
    .meta({
      openapi: {
        method: "GET",
        path: `${API_BASE_PATH}/bookings/{bookingIdentifier}`,
        operationId: "getBooking" satisfies OperationId,
        tags: ["bookings"],
        requestHeaders: getBookingRequestHeaders,
        summary: "Read one booking, with its ETag",
        description: [
          "`bookingIdentifier` is the booking's UUID or its bookingRef (case-insensitive). The booking is shown exactly as create returns it, with `localDate` and `localTime`.",
          `The \`${HEADER.etag}\` header is a strong validator that changes with every change to the booking, its status included. Send it back as \`${HEADER.ifMatch}\` on a change to make sure nothing changed in between, or as \`${HEADER.ifNoneMatch}\` here to be answered 304 with no body while the booking is unchanged.`,
          "Another merchant's booking is 404 NOT_FOUND, exactly like a missing one.",
        ].join("\n\n"),
      },
    })
    .input(getBookingInputSchema)
    .output(bookingSchema)
    .query(async ({ ctx, input }) => {
      const { booking, etag } = await getBooking(ctx.deps, apiKeyActor(ctx.access), input.bookingIdentifier, {
        settings: ctx.access.settings,
      });
      ctx.response.headers[HEADER.etag] = etag;
      const ifNoneMatch = ctx.header("if-none-match");
      if (ifNoneMatch !== undefined && ifNoneMatchNames(ifNoneMatch, etag)) ctx.response.status = 304;
      return booking;
    }),

  update: bodyProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: `${API_BASE_PATH}/bookings/{bookingIdentifier}`,
        operationId: "updateBooking" satisfies OperationId,
        tags: ["bookings"],
        requestHeaders: updateBookingRequestHeaders,
        summary: "Change a pending booking's date, time, party size, contact or notes",
        description: [
          "`bookingIdentifier` is the booking's UUID or its bookingRef (case-insensitive). Send at least one field; fields left out keep their value, and `email`, `phone`, `notes`, `occasionType` and `occasionNote` may be `null` to clear them, but a booking always keeps an email or a phone. An empty body, an unknown field or `status` (use the status path) is a VALIDATION_ERROR.",
          "Only a pending booking can be changed (409 BOOKING_NOT_MODIFIABLE otherwise). `id`, `bookingRef`, `source`, `createdAt` and `status` never change.",
          `With \`${HEADER.ifMatch}\` (the ETag of a GET or of an earlier change), the change applies only if the booking is still that version; otherwise 412 PRECONDITION_FAILED and nothing changes.`,
          "A new date, time or party size is checked as create checks them, in the same order and with the same codes: RESTAURANT_UNAVAILABLE, ADVANCE_TIME_REQUIRED, party size out of range (VALIDATION_ERROR on `partySize`), CAPACITY_EXCEEDED with `alternatives`. The booking's own seats never count against it. The monthly cap and the duplicate guard do not apply to a change.",
          "A change that changes nothing answers 200 and sends no webhook. Every change sends `booking.updated` with what changed.",
        ].join("\n\n"),
      },
    })
    .use(hintRenamedFields(CREATE_BOOKING_RENAMED_FIELDS))
    .input(updateBookingInputSchema)
    .output(bookingSchema)
    .mutation(async ({ ctx, input }) => {
      const { bookingIdentifier, status: _status, ...changes } = input;
      const result = await updateBooking(ctx.deps, apiKeyActor(ctx.access), bookingIdentifier, changes, {
        ifMatch: ctx.header("if-match"),
        settings: ctx.access.settings,
      });
      ctx.response.headers[HEADER.etag] = result.etag;
      return result.booking;
    }),
});
