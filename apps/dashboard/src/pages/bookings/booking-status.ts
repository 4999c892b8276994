import type { BookingStatus, OccasionType } from "@reservation-api/contract";

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

export const OCCASION_LABELS: Record<OccasionType, string> = {
  birthday: "Birthday",
  anniversary: "Anniversary",
  date_night: "Date night",
  business: "Business",
  family: "Family",
  celebration: "Celebration",
  other: "Other occasion",
};
