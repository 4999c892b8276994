import type { Booking, OccasionType, UpdateBookingChanges } from "@reservation-api/contract";

/** What the change dialog's fields hold: text as typed, an empty text meaning "none". */
export interface ChangeFormValues {
  localDate: string;
  localTime: string;
  partySize: number;
  customerName: string;
  email: string;
  phone: string;
  notes: string;
  occasionType: OccasionType | "";
  occasionNote: string;
}

export function formValuesOf(booking: Booking): ChangeFormValues {
  return {
    localDate: booking.localDate,
    localTime: booking.localTime,
    partySize: booking.partySize,
    customerName: booking.customerName,
    email: booking.email ?? "",
    phone: booking.phone ?? "",
    notes: booking.specialNotes ?? "",
    occasionType: booking.occasionType ?? "",
    occasionNote: booking.occasionNote ?? "",
  };
}

/**
 * Only the fields the admin changed, so that a field someone else changed meanwhile is not written
 * back with the old value; an emptied optional field is sent as `null` (cleared). The server checks
 * every value as the API does.
 *
 * @example
 * changesOf(booking, { ...formValuesOf(booking), localTime: "21:00" }) // { localTime: "21:00" }
 */
export function changesOf(booking: Booking, values: ChangeFormValues): UpdateBookingChanges {
  const changes: UpdateBookingChanges = {};
  if (values.localDate !== booking.localDate) changes.localDate = values.localDate;
  if (values.localTime !== booking.localTime) changes.localTime = values.localTime;
  if (values.partySize !== booking.partySize) changes.partySize = values.partySize;
  if (values.customerName !== booking.customerName) changes.customerName = values.customerName;
  if (values.email !== (booking.email ?? "")) changes.email = orNull(values.email);
  if (values.phone !== (booking.phone ?? "")) changes.phone = orNull(values.phone);
  if (values.notes !== (booking.specialNotes ?? "")) changes.notes = orNull(values.notes);
  if (values.occasionType !== (booking.occasionType ?? "")) changes.occasionType = orNull(values.occasionType);
  if (values.occasionNote !== (booking.occasionNote ?? "")) changes.occasionNote = orNull(values.occasionNote);
  return changes;
}

function orNull<T extends string>(value: T | ""): T | null {
  return value === "" ? null : value;
}
