export type { Database, DatabaseDriver, DatabaseHandle, Transaction } from "./database.js";
export { openDatabase } from "./open-database.js";
export type { OpenDatabaseOptions } from "./open-database.js";
export { pingDatabase } from "./ping-database.js";
export { queryRows } from "./query-rows.js";
export { apiKeys, bookings, idempotencyRecords, merchants, restaurants } from "./schema/index.js";
export type { ServicePeriodColumn, WeeklyHoursColumn } from "./schema/index.js";
