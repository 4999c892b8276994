export { ReservationClient } from "./client.js";
export type { ClientOptions } from "./core/client-options.js";
export { SDK_VERSION } from "./core/client-options.js";
export { BookingPage } from "./core/booking-page.js";
export type { CreateBookingOptions, CreateBookingResult } from "./resources/bookings.js";
export { ReservationApiError, isReservationApiError } from "./errors/reservation-api-error.js";
export { ReservationConnectionError, ReservationTimeoutError } from "./errors/reservation-connection-error.js";
export type {
  Availability,
  AvailabilityParams,
  Booking,
  BookingSource,
  BookingStatus,
  BookingStatusResult,
  CreateBookingParams,
  ErrorBody,
  ErrorCode,
  FieldError,
  ListBookingsParams,
  OccasionType,
  Pagination,
} from "./types.js";
