import type { Database } from "@reservation-api/db";
import { createMerchant, updateMerchant, type MerchantPlanName, type RestaurantSettingsInput } from "@reservation-api/server";

const EVERY_DAY_EVENINGS = { open: "17:00", close: "22:00" };

/** A restaurant open 17:00-22:00 every day in London, 90-minute seatings, 10 seats. */
export const DEFAULT_SETTINGS: RestaurantSettingsInput = {
  name: "Test Bistro",
  timezone: "Europe/London",
  weeklyHours: {
    "1": [EVERY_DAY_EVENINGS],
    "2": [EVERY_DAY_EVENINGS],
    "3": [EVERY_DAY_EVENINGS],
    "4": [EVERY_DAY_EVENINGS],
    "5": [EVERY_DAY_EVENINGS],
    "6": [EVERY_DAY_EVENINGS],
    "7": [EVERY_DAY_EVENINGS],
  },
  closedDates: [],
  seatingDurationMinutes: 90,
  seatCapacity: 10,
  minPartySize: 1,
  maxPartySize: 8,
  minAdvanceMinutes: 60,
  maxAdvanceDays: 90,
  monthlyBookingCap: 1000,
  acceptingBookings: true,
};

export interface TestMerchant {
  merchantId: string;
  apiKey: string;
  /** Authorization and X-Merchant-Id, ready to send. */
  headers: Record<string, string>;
}

export async function seedMerchant(
  db: Database,
  options: { settings?: Partial<RestaurantSettingsInput>; plan?: MerchantPlanName; billing?: "active" | "suspended" } = {},
): Promise<TestMerchant> {
  // Seeds use the real clock, as the database default did before services took a clock.
  const deps = { db, now: () => new Date() };
  const issued = await createMerchant(deps, {
    name: `Merchant ${crypto.randomUUID().slice(0, 8)}`,
    plan: options.plan ?? "pro",
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
  });
  if (options.billing === "suspended") await updateMerchant(deps, issued.merchantId, { billingStatus: "suspended" });
  return {
    merchantId: issued.merchantId,
    apiKey: issued.apiKey,
    headers: { Authorization: `Bearer ${issued.apiKey}`, "X-Merchant-Id": issued.merchantId },
  };
}
