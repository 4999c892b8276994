import type { Booking, UpdateBookingChanges } from "@reservation-api/contract";

/**
 * The booking as a change leaves it, before its new time is resolved: each field sent replaces
 * the stored one (`null` clears), each field left out keeps its value. `notes` is stored as
 * `specialNotes`. `bookingTimeUtc` is left as it was: the caller sets it from the checked slot.
 *
 * @example
 * applyBookingChanges(booking, { partySize: 8, notes: null }) // { ...booking, partySize: 8, specialNotes: null }
 */
export function applyBookingChanges(before: Booking, changes: UpdateBookingChanges): Booking {
  return {
    ...before,
    localDate: changes.localDate ?? before.localDate,
    localTime: changes.localTime ?? before.localTime,
    partySize: changes.partySize ?? before.partySize,
    customerName: changes.customerName ?? before.customerName,
    email: changes.email === undefined ? before.email : changes.email,
    phone: changes.phone === undefined ? before.phone : changes.phone,
    specialNotes: changes.notes === undefined ? before.specialNotes : changes.notes,
    occasionType: changes.occasionType === undefined ? before.occasionType : changes.occasionType,
    occasionNote: changes.occasionNote === undefined ? before.occasionNote : changes.occasionNote,
  };
}

/**
 * Whether a change needs the seat check: a new date, time or party size. A smaller party at the
 * same time is checked too, so that a slot the restaurant no longer offers is still refused.
 */
export function changesSeats(before: Booking, after: Booking): boolean {
  return before.localDate !== after.localDate || before.localTime !== after.localTime || before.partySize !== after.partySize;
}
