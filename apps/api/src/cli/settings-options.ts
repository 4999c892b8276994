import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Command } from "commander";
import type { RestaurantSettingsInput } from "@reservation-api/server";
import { parseWeeklyHoursSpec } from "./weekly-hours-spec.js";
import { CliError } from "./cli-error.js";

export interface SettingsOptions {
  settings?: string;
  restaurantName?: string;
  timezone?: string;
  hours?: string;
  closed?: string;
  seatingMinutes?: number;
  capacity?: number;
  minParty?: number;
  maxParty?: number;
  minAdvanceMinutes?: number;
  maxAdvanceDays?: number;
  monthlyCap?: number;
  accepting?: boolean;
}

/** The restaurant-settings flags shared by `merchant create` and `merchant update`. */
export function withSettingsOptions(command: Command): Command {
  const integer = (value: string) => {
    if (!/^\d+$/.test(value)) throw new CliError(`"${value}" is not a whole number`, 2);
    return Number(value);
  };
  return command
    .option("--settings <file>", "JSON file with restaurant settings (flags below override it)")
    .option("--restaurant-name <name>", "restaurant name shown to guests")
    .option("--timezone <iana>", "IANA time zone, e.g. Europe/London")
    .option("--hours <spec>", 'opening hours, e.g. "mon-fri=17:00-22:00;sat,sun=12:00-15:00,17:00-23:00"')
    .option("--closed <dates>", "comma-separated closed dates, YYYY-MM-DD")
    .option("--seating-minutes <n>", "how long a booking holds its seats", integer)
    .option("--capacity <n>", "seat capacity", integer)
    .option("--min-party <n>", "smallest party size", integer)
    .option("--max-party <n>", "largest party size", integer)
    .option("--min-advance-minutes <n>", "minimum notice for a booking", integer)
    .option("--max-advance-days <n>", "how many days ahead bookings open", integer)
    .option("--monthly-cap <n>", "bookings per restaurant-local calendar month", integer)
    .option("--accepting", "accept bookings")
    .option("--not-accepting", "stop accepting bookings");
}

/**
 * Settings from a JSON file overlaid by flags. Relative file paths are taken from where the
 * operator ran `pnpm admin`, not from the package folder pnpm switches to.
 */
export function settingsFromOptions(
  options: SettingsOptions & { notAccepting?: boolean },
  invokedFrom: string,
): Partial<RestaurantSettingsInput> {
  const fromFile = options.settings ? readSettingsFile(resolve(invokedFrom, options.settings)) : {};
  const fromFlags: { [Key in keyof RestaurantSettingsInput]?: RestaurantSettingsInput[Key] | undefined } = {
    name: options.restaurantName,
    timezone: options.timezone,
    weeklyHours: options.hours === undefined ? undefined : parseWeeklyHoursSpec(options.hours),
    closedDates: options.closed
      ?.split(",")
      .map((date) => date.trim())
      .filter(Boolean),
    seatingDurationMinutes: options.seatingMinutes,
    seatCapacity: options.capacity,
    minPartySize: options.minParty,
    maxPartySize: options.maxParty,
    minAdvanceMinutes: options.minAdvanceMinutes,
    maxAdvanceDays: options.maxAdvanceDays,
    monthlyBookingCap: options.monthlyCap,
    acceptingBookings: options.notAccepting ? false : options.accepting ? true : undefined,
  };
  const defined = Object.entries(fromFlags).filter(([, value]) => value !== undefined);
  return { ...fromFile, ...Object.fromEntries(defined) };
}

function readSettingsFile(path: string): Partial<RestaurantSettingsInput> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new CliError(`Cannot read settings file ${path}`);
  }
  try {
    return JSON.parse(text) as Partial<RestaurantSettingsInput>;
  } catch {
    throw new CliError(`Settings file ${path} is not valid JSON`);
  }
}
