export { appRouter } from "./root.js";
export type { AppRouter } from "./root.js";
export type { RequestContext, ServerDependencies } from "./trpc/context.js";
export { createRestHandler } from "./transport/rest-handler.js";
export type { RestHandlerOptions } from "./transport/rest-handler.js";
export { sendError, sendJson } from "./transport/send-json.js";
export type { RestOutcome, RestRequestHandler } from "./transport/send-json.js";
export { allowedMethods, sendAllowedMethods, sendMethodNotAllowed } from "./transport/allowed-methods.js";
export { errorResponseFor, toErrorResponse } from "./transport/error-response.js";
export { Refusal, fieldValidationError, refuse } from "./errors/refusal.js";
export type { RefusalCode, RefusalReason } from "./errors/refusal.js";
export { RETRY_SHORTLY_SECONDS, retryShortlyHeaders } from "./errors/retry-after.js";
export { requestPath } from "./transport/request-path.js";
export { containsApiKey, redactApiKeys } from "./domain/api-key-redaction.js";
export type { ErrorResponse } from "./transport/error-response.js";
export { generateApiDocument } from "./api-document.js";
export { createKeyUseRecorder } from "./storage/key-use-recorder.js";
export type { KeyUseRecorder } from "./storage/key-use-recorder.js";
export { createMerchant, showMerchant, updateMerchant } from "./services/merchants.js";
export type { MerchantChanges, MerchantSummary } from "./services/merchants.js";
export { createApiKey, revokeApiKey, rotateApiKey } from "./services/api-keys.js";
export type { IssuedKey } from "./services/api-keys.js";
export { findMerchantIdByName } from "./storage/merchant-store.js";
export type { ServiceDeps } from "./services/service-deps.js";
export { OPERATOR } from "./domain/actor.js";
export type { ActivityActor, Actor, MerchantActor, UserActor } from "./domain/actor.js";
export { acceptInvitation, issueInvitation, issuePasswordReset } from "./services/invitations.js";
export { findMemberByEmail, listInvitations, listMembers, removeMember } from "./services/team.js";
export { withdrawInvitationsTo } from "./services/invitation-withdrawal.js";
export type { TeamMember } from "./services/team.js";
export { dashboardRouter } from "./routers/dashboard/index.js";
export type { DashboardRouter } from "./routers/dashboard/index.js";
export type { DashboardSettings } from "./services/service-deps.js";
export type { SignInThrottlePolicy } from "./domain/sign-in-throttle.js";
export { createDashboardHandler } from "./transport/dashboard-handler.js";
export type { DashboardHandlerOptions } from "./transport/dashboard-handler.js";
export { BILLING_STATES, MERCHANT_PLAN_NAMES } from "./domain/merchant-plan.js";
export type { BillingState, MerchantPlanName } from "./domain/merchant-plan.js";
export { restaurantSettingsSchema } from "./domain/restaurant-settings.js";
export type { RestaurantSettings, RestaurantSettingsInput, WeeklyHours } from "./domain/restaurant-settings.js";
export { createInMemoryRateLimiter } from "./rate-limit/rate-limiter.js";
export type { RateLimiter } from "./rate-limit/rate-limiter.js";
export { createRedisRateLimiter } from "./rate-limit/redis-rate-limiter.js";
export type { TokenBucketPolicy } from "./domain/token-bucket.js";
export { startRequestLog } from "./request-log/start-request-log.js";
export type { RequestLogLogger, RequestLogOptions, RunningRequestLog } from "./request-log/start-request-log.js";
export type { CapturedRequest, RequestLogSink } from "./domain/request-log/captured-request.js";
export { listRequestLog } from "./services/request-log/list-request-log.js";
export { getRequestLogEntry } from "./services/request-log/get-request-log-entry.js";
export { purgeExpiredRequestLog } from "./services/request-log/purge-request-log.js";
export { getBookingsDay } from "./services/bookings/get-bookings-day.js";
export { getRestaurantSettings } from "./services/get-restaurant-settings.js";
export { updateBookingStatus } from "./services/bookings/update-booking-status.js";
export { createBooking } from "./services/bookings/create-booking.js";
export { getBooking } from "./services/bookings/get-booking.js";
export type { VersionedBooking } from "./services/bookings/get-booking.js";
export { updateBooking } from "./services/bookings/update-booking.js";
export type { UpdatedBooking } from "./services/bookings/update-booking.js";
export { createObserver } from "./observer/observer.js";
export type { Observer, ServerEventListener } from "./observer/observer.js";
export type { BookingChanged, DeliveryAttempted, RequestAnswered, ServerEvent } from "./observer/server-event.js";
export type { CreatedBooking } from "./services/bookings/create-booking.js";
export type { BookingAccess } from "./domain/merchant-access.js";
export { computeDaySlots } from "./domain/bookings/day-slots.js";
export { addDays, localDateOf } from "./domain/local-time.js";
export { startWebhookDelivery } from "./webhook-delivery/start-webhook-delivery.js";
export type { RunningWebhookDelivery, WebhookDeliveryOptions } from "./webhook-delivery/start-webhook-delivery.js";
export { DEFAULT_DELIVERY_SETTINGS } from "./webhook-delivery/delivery-settings.js";
export type { WebhookDeliverySettings } from "./webhook-delivery/delivery-settings.js";
export {
  addWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendTestWebhookEvent,
  setWebhookEndpointEnabled,
} from "./services/webhooks/webhook-endpoints.js";
export type { RevealedSecrets } from "./services/webhooks/webhook-endpoints.js";
export { getWebhookDelivery, listWebhookDeliveries, resendWebhookDelivery } from "./services/webhooks/webhook-deliveries.js";
export type { WebhookServiceDeps } from "./services/service-deps.js";
export type { WebhookDeliveryDetail, WebhookDeliverySummary, WebhookEndpointView } from "./services/webhooks/webhook-views.js";
export { bookingCreatedEvent, bookingStatusChangedEvent } from "./domain/webhooks/webhook-event.js";
