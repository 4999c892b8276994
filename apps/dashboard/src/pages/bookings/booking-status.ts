import type { BookingStatus } from "@reservation-api/contract";

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  "checked-in": "Checked in",
  cancelled: "Cancelled",
  "no-show": "No-show",
};

export const SOURCE_LABELS: Record<string, string> = {
  api: "API",
  dashboard: "Dashboard",
  phone: "Phone",
  "walk-in": "Walk-in",
};
