import { index, json, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants.js";

/** The transactional outbox: one row per change, written in the transaction that made it. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    /** The full event as receivers get it; `json`, not `jsonb`, so the text and key order are kept. */
    payload: json("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index("webhook_events_merchant_created").on(table.merchantId, table.createdAt)],
);
