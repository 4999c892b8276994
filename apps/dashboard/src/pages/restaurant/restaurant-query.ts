import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc.js";

export const RESTAURANT_SETTINGS_KEY = ["restaurant", "settings"] as const;

/** The session's restaurant settings; the Bookings page needs its time zone and party sizes too. */
export function useRestaurantSettings() {
  return useQuery({ queryKey: RESTAURANT_SETTINGS_KEY, queryFn: () => trpc.restaurant.settings.query() });
}

export type RestaurantSettings = NonNullable<ReturnType<typeof useRestaurantSettings>["data"]>;
