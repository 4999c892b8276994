export { createTestDatabase, withDatabaseName } from "./test-database.js";
export type { TestDatabase } from "./test-database.js";
export { seedWaitingDeliveries } from "./waiting-deliveries.js";
export type { WaitingDeliveries } from "./waiting-deliveries.js";
