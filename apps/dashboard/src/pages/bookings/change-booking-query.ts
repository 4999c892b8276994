import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc.js";

/** The booking as the change starts from it, with its ETag. */
export function useBookingVersion(identifier: string) {
  return useQuery({
    queryKey: ["bookings", "version", identifier],
    // Always read afresh when the dialog opens: an ETag from a while ago would only be refused.
    staleTime: 0,
    gcTime: 0,
    queryFn: () => trpc.bookings.get.query({ identifier }),
  });
}

export const SLOTS_FOR_CHANGE_KEY = ["bookings", "slots-for-change"] as const;

/** The slots the booking could move to on a date for a party size, its own seats not counted. */
export function useSlotsForChange(identifier: string, localDate: string, partySize: number) {
  return useQuery({
    queryKey: [...SLOTS_FOR_CHANGE_KEY, identifier, localDate, partySize],
    enabled: localDate !== "",
    placeholderData: keepPreviousData,
    queryFn: () => trpc.bookings.slotsForChange.query({ identifier, localDate, partySize }),
  });
}
