import type { ServiceDeps } from "./service-deps.js";
import type { RestaurantSettings } from "../domain/restaurant-settings.js";
import { findRestaurantSettings } from "../storage/restaurant-store.js";
import { refuse } from "../errors/refusal.js";

/**
 * The restaurant's settings as the booking rules use them: time zone, weekly hours, closed
 * dates, seat capacity, seating length, party sizes, booking window, monthly cap and whether it
 * accepts bookings. Read only.
 */
export async function getRestaurantSettings(deps: Pick<ServiceDeps, "db">, merchantId: string): Promise<RestaurantSettings> {
  const settings = await findRestaurantSettings(deps.db, merchantId);
  if (!settings) throw refuse("NOT_FOUND", "No restaurant for this merchant");
  return settings;
}
