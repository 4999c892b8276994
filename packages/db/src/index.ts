export type { Database, DatabaseDriver, DatabaseHandle, SqlExecutor, Transaction } from "./database.js";
export { openDatabase } from "./open-database.js";
export type { OpenDatabaseOptions } from "./open-database.js";
export { pingDatabase } from "./ping-database.js";
export { queryRows } from "./query-rows.js";
export { sqlExecutorFor } from "./sql-executor.js";
export {
  activityEvents,
  apiKeys,
  bookings,
  dashboardSessions,
  dashboardUsers,
  idempotencyRecords,
  merchants,
  requestLogEntries,
  oneTimeLinks,
  restaurants,
  signInFailures,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from "./schema/index.js";
export type { ServicePeriodColumn, WeeklyHoursColumn } from "./schema/index.js";
