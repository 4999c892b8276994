import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { dashboardUsers } from "./dashboard-users.js";

/**
 * A signed-in browser. Only the SHA-256 of the cookie's random token is stored, so a copy of
 * this table signs no one in. A session ends at `expires_at` or after a stretch of idleness
 * measured from `last_seen_at`; signing out deletes the row.
 */
export const dashboardSessions = pgTable(
  "dashboard_sessions",
  {
    id: uuid("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => dashboardUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, precision: 3 }).notNull(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    uniqueIndex("dashboard_sessions_token_hash_unique").on(table.tokenHash),
    index("dashboard_sessions_user").on(table.userId),
  ],
);
