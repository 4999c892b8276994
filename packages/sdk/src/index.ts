export { ReservationClient } from "./client.js";
export type { ClientOptions } from "./core/client-options.js";
export { SDK_VERSION } from "./core/client-options.js";
export { BookingPage } from "./core/booking-page.js";
export type { BookingWithETag, CreateBookingOptions, CreateBookingResult, UpdateBookingOptions } from "./resources/bookings.js";
export { ReservationApiError, isReservationApiError } from "./errors/reservation-api-error.js";
export { ReservationConnectionError, ReservationTimeoutError } from "./errors/reservation-connection-error.js";
export { verifyWebhook } from "./webhooks/verify-webhook.js";
export type { VerifyWebhookOptions, WebhookHeaders } from "./webhooks/verify-webhook.js";
export { WebhookSignatureError, WebhookTimestampError, WebhookVerificationError } from "./errors/webhook-verification-error.js";
export type { WebhookVerificationFailure } from "./errors/webhook-verification-error.js";
export type {
  Availability,
  AvailabilityParams,
  Booking,
  BookingAlternative,
  BookingChanges,
  BookingSource,
  BookingCreatedEvent,
  BookingStatus,
  BookingStatusChangedEvent,
  BookingStatusResult,
  BookingUpdatedEvent,
  CreateBookingParams,
  ErrorBody,
  ErrorCode,
  ExistingBooking,
  FieldChange,
  FieldError,
  ListBookingsParams,
  OccasionType,
  Pagination,
  UpdateBookingParams,
  WebhookEvent,
  WebhookTestEvent,
} from "./types.js";
