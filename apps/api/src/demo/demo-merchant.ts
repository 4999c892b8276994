import { defaultRestaurantSettings } from "../default-restaurant-settings.js";
import {
  OPERATOR,
  createApiKey,
  createMerchant,
  findMerchantIdByName,
  showMerchant,
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

export const DEMO_TIMEZONE = DEMO_SETTINGS.timezone;

/**
 * The demo's API key as this start knows it. Keys are stored only as hashes, so the plaintext
 * exists only when this start issued the key; otherwise the key from an earlier start still works
 * and only its prefix can be shown.
 */
export type DemoKey = { issued: true; apiKey: string; prefix: string } | { issued: false; prefix: string };

export interface DemoMerchant {
  merchantId: string;
  /** True on the first start with this database: the merchant (and its sample data) is new. */
  created: boolean;
  key: DemoKey;
}

/**
 * Creates the demo merchant on first run and reuses it afterwards, keeping its key: a restart
 * does not break a key pasted into scripts. A new key is issued only when it has none (revoked
 * in the dashboard); rotating it is the dashboard's (or `pnpm admin key rotate`'s) job.
 */
export async function ensureDemoMerchant(deps: ServiceDeps): Promise<DemoMerchant> {
  const existing = await findMerchantIdByName(deps.db, DEMO_MERCHANT_NAME);
  if (existing === undefined) {
    const issued = await createMerchant(deps, { name: DEMO_MERCHANT_NAME, plan: "pro", settings: DEMO_SETTINGS });
    return { merchantId: issued.merchantId, created: true, key: { issued: true, apiKey: issued.apiKey, prefix: issued.prefix } };
  }
  const { apiKey } = await showMerchant(deps, existing);
  if (apiKey !== null) return { merchantId: existing, created: false, key: { issued: false, prefix: apiKey.prefix } };
  const issued = await createApiKey(deps, existing, OPERATOR);
  return { merchantId: existing, created: false, key: { issued: true, apiKey: issued.apiKey, prefix: issued.prefix } };
}
