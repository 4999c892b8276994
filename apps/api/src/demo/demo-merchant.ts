import { defaultRestaurantSettings } from "./default-restaurant-settings.js";
import {
  OPERATOR,
  createMerchant,
  findMerchantIdByName,
  rotateApiKey,
  type IssuedKey,
  type RestaurantSettingsInput,
  type ServiceDeps,
} from "@reservation-api/server";

export const DEMO_MERCHANT_NAME = "Demo Bistro";

const LUNCH = { open: "12:00", close: "15:00" };
const DINNER = { open: "17:00", close: "23:00" };

/** The defaults every new restaurant gets, with lunch on most days and room for 40. */
const DEMO_SETTINGS: RestaurantSettingsInput = {
  ...defaultRestaurantSettings(DEMO_MERCHANT_NAME),
  weeklyHours: {
    "1": [DINNER],
    "2": [DINNER],
    "3": [LUNCH, DINNER],
    "4": [LUNCH, DINNER],
    "5": [LUNCH, DINNER],
    "6": [LUNCH, DINNER],
    "7": [LUNCH],
  },
  monthlyBookingCap: 10_000,
};

/**
 * Creates the demo merchant on first run and reuses it afterwards. Keys are stored only as
 * hashes, so a reused merchant gets a freshly rotated key to print.
 */
export async function ensureDemoMerchant(deps: ServiceDeps): Promise<IssuedKey> {
  const existing = await findMerchantIdByName(deps.db, DEMO_MERCHANT_NAME);
  if (existing) return rotateApiKey(deps, existing, OPERATOR);
  return createMerchant(deps, { name: DEMO_MERCHANT_NAME, plan: "pro", settings: DEMO_SETTINGS });
}

export const DEMO_TIMEZONE = DEMO_SETTINGS.timezone;
