import { fileURLToPath } from "node:url";

/** Where drizzle-kit writes the SQL migrations; both drivers apply the same set. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../migrations", import.meta.url));
