/**
 * The one place test support reads the environment: CI runs the same tests on PostgreSQL by
 * setting DATABASE_URL, and on the embedded PGlite without it.
 */
export function testDatabaseServerUrl(): string | undefined {
  return process.env.DATABASE_URL;
}
