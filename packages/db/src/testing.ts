export { createTestDatabase, withDatabaseName } from "./test-database.js";
export type { TestDatabase } from "./test-database.js";
