import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed sign-ins, one row each, keyed by what they are counted against ("account:<email>" or
 * "address:<ip>"). Kept in the database so every API process sees the same count; rows that
 * left the throttling window are deleted whenever a new failure is recorded.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    scope: text("scope").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    index("sign_in_failures_scope_time").on(table.scope, table.failedAt),
    index("sign_in_failures_time").on(table.failedAt),
  ],
);
