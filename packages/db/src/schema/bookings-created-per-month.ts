import { date, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants.js";

/**
 * How many bookings each merchant has had created per restaurant-local calendar month: the
 * monthly cap reads one row here instead of counting the month's bookings on every create,
 * which grew with a busy merchant's month and was paid under the merchant's lock. Triggers on
 * `bookings` (migration 0003) keep it equal to the table whatever inserts or deletes the rows,
 * the API, the CLI or a seed; the application only reads it.
 */
export const bookingsCreatedPerMonth = pgTable(
  "bookings_created_per_month",
  {
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    /** The first day of the month, in the restaurant's time zone when the bookings were created. */
    month: date("month", { mode: "string" }).notNull(),
    bookings: integer("bookings").notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.month] })],
);
