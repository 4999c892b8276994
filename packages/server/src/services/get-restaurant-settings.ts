import type { ServerDependencies } from "../context.js";
import type { RestaurantSettings } from "../domain/restaurant-settings.js";
import { ApiError } from "../errors/api-error.js";
import { findRestaurantSettings } from "../storage/restaurant-store.js";

/**
 * The restaurant's settings as the booking rules use them: time zone, weekly hours, closed
 * dates, seat capacity, seating length, party sizes, booking window, monthly cap and whether it
 * accepts bookings. Read only.
 */
export async function getRestaurantSettings(
  deps: Pick<ServerDependencies, "db">,
  merchantId: string,
): Promise<RestaurantSettings> {
  const settings = await findRestaurantSettings(deps.db, merchantId);
  if (!settings) throw new ApiError("NOT_FOUND", "No restaurant for this merchant");
  return settings;
}
