import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { BOOKING_SOURCES, BOOKING_STATUSES, OCCASION_TYPES } from "@reservation-api/contract";
import { merchants } from "./merchants.js";
import { isOneOf } from "./one-of.js";

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    bookingRef: text("booking_ref").notNull(),
    customerName: text("customer_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    partySize: integer("party_size").notNull(),
    bookingTime: timestamp("booking_time", { withTimezone: true, precision: 3 }).notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    source: text("source", { enum: BOOKING_SOURCES }).notNull(),
    occasionType: text("occasion_type", { enum: OCCASION_TYPES }),
    occasionNote: text("occasion_note"),
    specialNotes: text("special_notes"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    uniqueIndex("bookings_booking_ref_unique").on(table.bookingRef),
    // Serves listing (keyset on time, id), seats held on a day and the duplicate guard.
    index("bookings_merchant_time_id").on(table.merchantId, table.bookingTime, table.id),
    check("bookings_party_size_positive", sql`${table.partySize} >= 1`),
    check("bookings_status_known", isOneOf(table.status, BOOKING_STATUSES)),
    check("bookings_source_known", isOneOf(table.source, BOOKING_SOURCES)),
    check("bookings_occasion_type_known", isOneOf(table.occasionType, OCCASION_TYPES)),
  ],
);
