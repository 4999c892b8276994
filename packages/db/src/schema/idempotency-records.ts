import { json, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.js";
import { merchants } from "./merchants.js";

/**
 * One row per successful create. Written in the same transaction as its booking, so neither can
 * exist without the other. The response is stored as sent, so a replay is byte-for-byte the
 * original even after the booking's status has moved on.
 */
export const idempotencyRecords = pgTable(
  "idempotency_records",
  {
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    idempotencyKey: uuid("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    // json, not jsonb: json keeps the key order, so a replay is byte-for-byte the original.
    responseBody: json("response_body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.idempotencyKey] })],
);
