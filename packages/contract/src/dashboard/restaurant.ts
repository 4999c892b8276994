import { z } from "zod";

const servicePeriodViewSchema = z.object({ open: z.string(), close: z.string() });
const dayPeriodsViewSchema = z.array(servicePeriodViewSchema).optional();

/** The restaurant's booking rules as the Restaurant page shows them (read only). */
export const restaurantSettingsViewSchema = z.object({
  name: z.string(),
  timezone: z.string(),
  /** ISO weekday ("1" Monday … "7" Sunday) to its service periods; a missing day is closed. */
  weeklyHours: z.object({
    "1": dayPeriodsViewSchema,
    "2": dayPeriodsViewSchema,
    "3": dayPeriodsViewSchema,
    "4": dayPeriodsViewSchema,
    "5": dayPeriodsViewSchema,
    "6": dayPeriodsViewSchema,
    "7": dayPeriodsViewSchema,
  }),
  closedDates: z.array(z.string()),
  seatingDurationMinutes: z.number().int(),
  seatCapacity: z.number().int(),
  minPartySize: z.number().int(),
  maxPartySize: z.number().int(),
  minAdvanceMinutes: z.number().int(),
  maxAdvanceDays: z.number().int(),
  monthlyBookingCap: z.number().int(),
  acceptingBookings: z.boolean(),
});
export type RestaurantSettingsView = z.infer<typeof restaurantSettingsViewSchema>;
