export { ERROR_CODES, ERROR_HTTP_STATUS, isErrorCode } from "./error-codes.js";
export type { ErrorCode } from "./error-codes.js";
export {
  ALTERNATIVE_SEARCH_DAYS,
  MAX_ALTERNATIVES,
  bookingAlternativeSchema,
  errorBodySchema,
  existingBookingSchema,
  fieldErrorSchema,
} from "./error-body.js";
export type { BookingAlternative, ErrorBody, ExistingBooking, FieldError } from "./error-body.js";
export { BILLING_STATES, MERCHANT_NAME_MAX_LENGTH, MERCHANT_PLAN_NAMES, merchantNameSchema } from "./merchant.js";
export type { BillingState, MerchantPlanName } from "./merchant.js";
export { normalisePhone, phoneSchema } from "./phone.js";
export { NOT_UNICODE_MESSAGE } from "./stored-text.js";
export { API_BASE_PATH, API_VERSION, AUTH_REALM, HEADER, WEBHOOK_HEADER } from "./headers.js";
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
export { CONTACT_FIELDS, NOTES_MAX_LENGTH, OCCASION_NOTE_MAX_LENGTH } from "./booking-body-fields.js";
export { CREATE_BOOKING_RENAMED_FIELDS, createBookingBodySchema } from "./create-booking.js";
export type { CreateBookingBody, CreateBookingInput } from "./create-booking.js";
export { bookingIdentifierSchema, getBookingInputSchema } from "./booking-identifier.js";
export type { GetBookingInput } from "./booking-identifier.js";
export {
  CLEARABLE_BOOKING_FIELDS,
  CONTACT_REQUIRED_MESSAGE,
  STATUS_NOT_UPDATABLE_MESSAGE,
  UPDATABLE_BOOKING_FIELDS,
  UPDATE_NEEDS_A_FIELD_MESSAGE,
  lostContactError,
  updateBookingBodySchema,
  updateBookingInputSchema,
} from "./update-booking.js";
export type { UpdateBookingBody, UpdateBookingChanges, UpdateBookingInput } from "./update-booking.js";
export { BOOKING_CHANGE_FIELDS, bookingChangesSchema, diffBooking } from "./booking-changes.js";
export type { BookingChangeField, BookingChanges } from "./booking-changes.js";
export { updateBookingStatusInputSchema } from "./update-booking-status.js";
export type { UpdateBookingStatusInput } from "./update-booking-status.js";
export {
  API_OPERATIONS,
  API_OPERATION_METHODS,
  REQUEST_LOG_LIMIT_DEFAULT,
  REQUEST_LOG_LIMIT_MAX,
  STATUS_CLASSES,
  requestLogQuerySchema,
} from "./request-log.js";
export type {
  ApiOperation,
  LoggedBody,
  RequestLogDetail,
  RequestLogPage,
  RequestLogQuery,
  RequestLogSummary,
  StatusClass,
} from "./request-log.js";
export { BOOKINGS_DAY_MAX, bookingsDayQuerySchema } from "./bookings-day.js";
export type { BookingsDay, BookingsDayQuery } from "./bookings-day.js";
export {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT_TYPE,
  bookingCreatedEventSchema,
  bookingStatusChangedEventSchema,
  bookingUpdatedEventSchema,
  webhookEventSchema,
  webhookEventTypeSchema,
  webhookTestEventSchema,
} from "./webhook-events.js";
export type {
  BookingCreatedEvent,
  BookingStatusChangedEvent,
  BookingUpdatedEvent,
  WebhookEvent,
  WebhookEventType,
  WebhookTestEvent,
} from "./webhook-events.js";
export { WEBHOOK_URL_MAX_LENGTH, webhookEndpointInputSchema } from "./webhook-endpoint.js";
export type { WebhookEndpointInput } from "./webhook-endpoint.js";
