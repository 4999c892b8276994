import { boolean, check, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { merchants } from "./merchants.js";

/** One service period of a day, wall-clock "HH:MM" in the restaurant's zone; close is exclusive. */
export interface ServicePeriodColumn {
  open: string;
  close: string;
}

/** Keys are ISO weekdays 1 (Monday) to 7 (Sunday); a missing day is closed. */
export type WeeklyHoursColumn = Partial<Record<"1" | "2" | "3" | "4" | "5" | "6" | "7", ServicePeriodColumn[]>>;

/** One restaurant per merchant, so the merchant id is the key. */
export const restaurants = pgTable(
  "restaurants",
  {
    merchantId: uuid("merchant_id")
      .primaryKey()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    timezone: text("timezone").notNull(),
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHoursColumn>().notNull(),
    closedDates: jsonb("closed_dates").$type<string[]>().notNull().default([]),
    slotIntervalMinutes: integer("slot_interval_minutes").notNull().default(15),
    seatingDurationMinutes: integer("seating_duration_minutes").notNull(),
    seatCapacity: integer("seat_capacity").notNull(),
    minPartySize: integer("min_party_size").notNull(),
    maxPartySize: integer("max_party_size").notNull(),
    minAdvanceMinutes: integer("min_advance_minutes").notNull(),
    maxAdvanceDays: integer("max_advance_days").notNull(),
    monthlyBookingCap: integer("monthly_booking_cap").notNull(),
    acceptingBookings: boolean("accepting_bookings").notNull().default(true),
  },
  (table) => [
    check("restaurants_party_range", sql`${table.minPartySize} >= 1 and ${table.maxPartySize} >= ${table.minPartySize}`),
    check("restaurants_capacity_positive", sql`${table.seatCapacity} >= 1`),
    check("restaurants_duration_positive", sql`${table.seatingDurationMinutes} >= 15`),
  ],
);
