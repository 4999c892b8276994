export { ERROR_CODES, ERROR_HTTP_STATUS, isErrorCode } from "./error-codes.js";
export type { ErrorCode } from "./error-codes.js";
export { errorBodySchema, fieldErrorSchema } from "./error-body.js";
export type { ErrorBody, FieldError } from "./error-body.js";
export { API_BASE_PATH, HEADER } from "./headers.js";
export {
  jsonIntegerSchema,
  requiredOr,
  localDateSchema,
  localTimeSchema,
  queryIntegerSchema,
  utcTimestampSchema,
  uuidSchema,
} from "./primitives.js";
export {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  OCCASION_TYPES,
  bookingSchema,
  bookingSourceSchema,
  bookingStatusSchema,
  bookingWithoutLocalTimeSchema,
  occasionTypeSchema,
} from "./booking.js";
export type { Booking, BookingSource, BookingStatus, BookingWithoutLocalTime, OccasionType } from "./booking.js";
export { availabilityQuerySchema, availabilityResultSchema } from "./availability.js";
export type { AvailabilityQuery, AvailabilityResult } from "./availability.js";
export {
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  LIST_RANGE_MAX_DAYS,
  listBookingsQuerySchema,
  listBookingsResultSchema,
  paginationSchema,
} from "./list-bookings.js";
export type { ListBookingsQuery, ListBookingsResult, Pagination } from "./list-bookings.js";
export { NOTES_MAX_LENGTH, OCCASION_NOTE_MAX_LENGTH, createBookingBodySchema } from "./create-booking.js";
export type { CreateBookingBody, CreateBookingInput } from "./create-booking.js";
export { updateBookingStatusInputSchema } from "./update-booking-status.js";
export type { UpdateBookingStatusInput } from "./update-booking-status.js";
