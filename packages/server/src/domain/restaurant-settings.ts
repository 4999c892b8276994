import { merchantNameSchema } from "@reservation-api/contract";
import { z } from "zod";
import { isKnownTimeZone, minutesOfDay } from "./local-time.js";

export const SLOT_INTERVAL_MINUTES = 15;

const gridTimeSchema = z
  .string()
  .regex(/^(([01]\d|2[0-3]):(00|15|30|45)|24:00)$/, "Expected HH:MM on a 15-minute step (24:00 allowed as a close)");

/** One service period of a day; `close` is exclusive and may be 24:00, periods never cross midnight. */
export const servicePeriodSchema = z
  .object({ open: gridTimeSchema, close: gridTimeSchema })
  .refine((period) => minutesOfDay(period.open) < minutesOfDay(period.close), "open must be before close");

const dayPeriodsSchema = z
  .array(servicePeriodSchema)
  .refine((periods) => !periodsOverlap(periods), "service periods of one day must not overlap");

export const weeklyHoursSchema = z.strictObject({
  "1": dayPeriodsSchema.optional(),
  "2": dayPeriodsSchema.optional(),
  "3": dayPeriodsSchema.optional(),
  "4": dayPeriodsSchema.optional(),
  "5": dayPeriodsSchema.optional(),
  "6": dayPeriodsSchema.optional(),
  "7": dayPeriodsSchema.optional(),
});

/** Everything a restaurant decides about when and how it takes bookings. */
export const restaurantSettingsSchema = z
  .strictObject({
    name: merchantNameSchema,
    timezone: z.string().refine(isKnownTimeZone, "Expected an IANA time zone such as Europe/London"),
    weeklyHours: weeklyHoursSchema,
    closedDates: z.array(z.iso.date()).default([]),
    seatingDurationMinutes: z.number().int().min(15).max(720).multipleOf(SLOT_INTERVAL_MINUTES),
    seatCapacity: z.number().int().min(1).max(10_000),
    minPartySize: z.number().int().min(1),
    maxPartySize: z.number().int().min(1),
    minAdvanceMinutes: z
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 30),
    maxAdvanceDays: z.number().int().min(0).max(3650),
    monthlyBookingCap: z.number().int().min(0),
    acceptingBookings: z.boolean().default(true),
  })
  .refine((settings) => settings.minPartySize <= settings.maxPartySize, {
    path: ["maxPartySize"],
    message: "maxPartySize must be at least minPartySize",
  });

export type RestaurantSettings = z.output<typeof restaurantSettingsSchema>;
export type RestaurantSettingsInput = z.input<typeof restaurantSettingsSchema>;
export type ServicePeriod = z.output<typeof servicePeriodSchema>;
export type WeeklyHours = z.output<typeof weeklyHoursSchema>;

function periodsOverlap(periods: ServicePeriod[]): boolean {
  const sorted = [...periods].sort((a, b) => minutesOfDay(a.open) - minutesOfDay(b.open));
  return sorted.some((period, index) => {
    const next = sorted[index + 1];
    return next !== undefined && minutesOfDay(next.open) < minutesOfDay(period.close);
  });
}
