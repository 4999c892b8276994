import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc.js";
import type { DayFilters } from "./day-controls.js";

export const BOOKINGS_DAY_KEY = ["bookings", "day"] as const;

export function useBookingsDay(filters: DayFilters | undefined) {
  return useQuery({
    queryKey: [...BOOKINGS_DAY_KEY, filters],
    enabled: filters !== undefined,
    placeholderData: keepPreviousData,
    queryFn: () =>
      trpc.bookings.day.query({
        date: filters?.date ?? "",
        partySize: filters?.partySize,
        status: filters === undefined || filters.status === "all" ? undefined : [filters.status],
      }),
  });
}

export type BookingsDay = NonNullable<ReturnType<typeof useBookingsDay>["data"]>;
