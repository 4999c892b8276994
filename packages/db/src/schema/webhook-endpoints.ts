import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants.js";

/**
 * Where a merchant wants booking events sent. The previous secret stays valid (and is signed
 * with too) until `previous_secret_expires_at`, so receivers can roll over without a gap.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    eventTypes: text("event_types").array().notNull(),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true, precision: 3 }),
    enabled: boolean("enabled").notNull().default(true),
    /** Why the endpoint is off when the system switched it off; null when a person did or it is on. */
    disabledReason: text("disabled_reason"),
    /** Start of the current run of failed attempts; cleared by any success. */
    failingSince: timestamp("failing_since", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index("webhook_endpoints_merchant").on(table.merchantId, table.createdAt)],
);
