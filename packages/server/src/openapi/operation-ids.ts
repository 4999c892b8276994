/**
 * The operation ids of the OpenAPI document, spelled once. Routers name their operation with
 * `satisfies OperationId` and the error table is keyed by this union, so renaming an operation
 * without the other fails to compile.
 */
export const OPERATION_IDS = [
  "getAvailability",
  "listBookings",
  "createBooking",
  "getBooking",
  "updateBooking",
  "updateBookingStatus",
] as const;
export type OperationId = (typeof OPERATION_IDS)[number];
