import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants.js";

/** A secret rotated away, still signed with until `expiresAt` (an ISO instant). */
export interface RetiredWebhookSecret {
  secret: string;
  expiresAt: string;
}

/**
 * Where a merchant wants booking events sent. Each secret rotated away stays valid (and is
 * signed with too) until its own `expiresAt`, so receivers can roll over without a gap, however
 * many rotations a day holds (up to a cap the server keeps).
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
    previousSecrets: jsonb("previous_secrets").$type<RetiredWebhookSecret[]>().notNull().default([]),
    enabled: boolean("enabled").notNull().default(true),
    /** Why the endpoint is off when the system switched it off; null when a person did or it is on. */
    disabledReason: text("disabled_reason"),
    /** Start of the current run of failed attempts; cleared by any success. */
    failingSince: timestamp("failing_since", { withTimezone: true, precision: 3 }),
    /** Attempts in a row that got no answer within the timeout; any answer resets it. */
    timeoutsInARow: integer("timeouts_in_a_row").notNull().default(0),
    /**
     * While in the future, the endpoint is paused (its circuit open): its due deliveries wait for
     * this instant instead of each timing out in turn. Then one attempt probes it; while that
     * probe runs this is its deadline. Null when the endpoint is not paused.
     */
    pausedUntil: timestamp("paused_until", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index("webhook_endpoints_merchant").on(table.merchantId, table.createdAt)],
);
