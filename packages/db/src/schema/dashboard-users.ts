import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { DASHBOARD_ROLES } from "@reservation-api/contract/dashboard";
import { oneOf } from "./check-in-list.js";
import { merchants } from "./merchants.js";

/** A person who signs in to one merchant's dashboard. Passwords are kept as argon2id hashes. */
export const dashboardUsers = pgTable(
  "dashboard_users",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    /** Stored lower-case. */
    email: text("email").notNull(),
    displayName: text("display_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: DASHBOARD_ROLES }).notNull(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    // One account per email across all merchants, whatever its case.
    uniqueIndex("dashboard_users_email_unique").on(sql`lower(${table.email})`),
    index("dashboard_users_merchant").on(table.merchantId),
    check("dashboard_users_role_known", oneOf(table.role, DASHBOARD_ROLES)),
  ],
);
