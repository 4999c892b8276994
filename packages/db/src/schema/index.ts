export { merchants } from "./merchants.js";
export { restaurants } from "./restaurants.js";
export type { ServicePeriodColumn, WeeklyHoursColumn } from "./restaurants.js";
export { apiKeys } from "./api-keys.js";
export { bookings } from "./bookings.js";
export { idempotencyRecords } from "./idempotency-records.js";
