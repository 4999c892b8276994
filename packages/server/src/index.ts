export { appRouter } from "./root.js";
export type { AppRouter } from "./root.js";
export type { RequestContext, ServerDependencies } from "./context.js";
export { createRestHandler, sendError, sendJson } from "./transport/rest-handler.js";
export type { RestHandlerOptions, RestOutcome, RestRequestHandler } from "./transport/rest-handler.js";
export { errorResponseFor, toErrorResponse } from "./errors/error-response.js";
export { fieldValidationError } from "./errors/api-error.js";
export type { ErrorResponse } from "./errors/error-response.js";
export { generateApiDocument } from "./openapi/api-document.js";
export { createKeyUseRecorder } from "./storage/key-use-recorder.js";
export type { KeyUseRecorder } from "./storage/key-use-recorder.js";
export {
  MerchantNotFoundError,
  createMerchant,
  findMerchantIdByName,
  revokeApiKey,
  rotateApiKey,
  showMerchant,
  updateMerchant,
} from "./admin/merchant-admin.js";
export type { IssuedKey, MerchantChanges, MerchantSummary } from "./admin/merchant-admin.js";
export { BILLING_STATES, MERCHANT_PLAN_NAMES } from "./domain/merchant-plan.js";
export type { BillingState, MerchantPlanName } from "./domain/merchant-plan.js";
export { restaurantSettingsSchema } from "./domain/restaurant-settings.js";
export type { RestaurantSettings, RestaurantSettingsInput, WeeklyHours } from "./domain/restaurant-settings.js";
export { createInMemoryRateLimiter } from "./rate-limit/rate-limiter.js";
export type { RateLimiter } from "./rate-limit/rate-limiter.js";
export { createRedisRateLimiter } from "./rate-limit/redis-rate-limiter.js";
export type { TokenBucketPolicy } from "./domain/token-bucket.js";
