/**
 * The pure booking rules, for the benchmark's hand-written fair baseline: it must do the same
 * domain work as the API (slots, local time, capacity, idempotency fingerprint, what the request
 * log keeps of a request) without the framework layers, so it reuses these rather than a second
 * copy that could drift.
 */
export { hashApiKey } from "./api-key.js";
export { computeAvailableSlots } from "./bookings/availability.js";
export { generateBookingRef, isBookingId, normalizeBookingRef } from "./bookings/booking-ref.js";
export { checkBookingRequest } from "./bookings/booking-request-check.js";
export { duplicateWindowStart, normalizeEmail, phoneDigits } from "./bookings/duplicate-guard.js";
export { planIncludesExternalApi } from "./entitlement.js";
export { decideIdempotentOutcome, fingerprintRequest } from "./bookings/idempotency.js";
export { addDays, localDateTimeOf, localMonthOf, startOfLocalDay } from "./local-time.js";
export type { MerchantPlanName } from "./merchant-plan.js";
export type { RestaurantSettings } from "./restaurant-settings.js";
export { SEAT_HOLDING_STATUSES, canSeatParty } from "./bookings/seat-capacity.js";
export { pickRequestHeaders } from "./request-log/logged-headers.js";
export { LOGGED_BODY_MAX_BYTES, LOGGED_TEXT_MAX_BYTES, cappedSecretFree, redactValues } from "./request-log/stored-row.js";
