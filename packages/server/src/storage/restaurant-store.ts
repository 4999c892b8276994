import { eq } from "drizzle-orm";
import { restaurants, type Database } from "@reservation-api/db";
import type { RestaurantSettings } from "../domain/restaurant-settings.js";
import { settingsFromRow } from "./restaurant-settings-row.js";

/** The merchant's restaurant settings, or undefined when the merchant has no restaurant. */
export async function findRestaurantSettings(db: Database, merchantId: string): Promise<RestaurantSettings | undefined> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.merchantId, merchantId)).limit(1);
  return row === undefined ? undefined : settingsFromRow(row);
}
