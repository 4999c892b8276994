import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { dashboardUsers } from "./dashboard-users.js";
import { merchants } from "./merchants.js";

/** Keys are kept as SHA-256 hashes only; the plaintext is shown once, when issued. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    keyPrefix: text("key_prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, precision: 3 }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, precision: 3 }),
    /** The dashboard user who created the key; null when the operator did (CLI). */
    createdByUserId: uuid("created_by_user_id").references(() => dashboardUsers.id, { onDelete: "set null" }),
    /** Copied at creation so "created by" still reads right after the user leaves. */
    createdByLabel: text("created_by_label").notNull().default("operator"),
  },
  (table) => [
    uniqueIndex("api_keys_key_hash_unique").on(table.keyHash),
    // The database, not the application, guarantees one active key per merchant.
    uniqueIndex("api_keys_one_active_per_merchant")
      .on(table.merchantId)
      .where(sql`${table.revokedAt} is null`),
    index("api_keys_merchant_created").on(table.merchantId, table.createdAt),
  ],
);
