import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DASHBOARD_ROLES, ONE_TIME_LINK_KINDS } from "@reservation-api/contract/dashboard";
import { oneOf } from "./check-in-list.js";
import { dashboardUsers } from "./dashboard-users.js";
import { merchants } from "./merchants.js";

/**
 * Invitations and password resets: single-use, expiring links. Only the token's SHA-256 is
 * stored. A reset names the user it is for; an invitation names the email and role to create.
 */
export const oneTimeLinks = pgTable(
  "one_time_links",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ONE_TIME_LINK_KINDS }).notNull(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    role: text("role", { enum: DASHBOARD_ROLES }).notNull(),
    /** The account a reset is for; null for an invitation. */
    userId: uuid("user_id").references(() => dashboardUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, precision: 3 }),
    /** Set when the link stopped working unused: an invitation withdrawn, a reset link superseded. */
    revokedAt: timestamp("revoked_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    /** Null when the operator issued it from the CLI. */
    createdByUserId: uuid("created_by_user_id").references(() => dashboardUsers.id, { onDelete: "set null" }),
    createdByLabel: text("created_by_label").notNull(),
  },
  (table) => [
    uniqueIndex("one_time_links_token_hash_unique").on(table.tokenHash),
    index("one_time_links_merchant").on(table.merchantId, table.kind),
    check("one_time_links_kind_known", oneOf(table.kind, ONE_TIME_LINK_KINDS)),
    check("one_time_links_role_known", oneOf(table.role, DASHBOARD_ROLES)),
  ],
);
