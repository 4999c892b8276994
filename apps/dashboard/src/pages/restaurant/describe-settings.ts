/** Plain-word renderings of the restaurant's numbers, kept apart from the markup so they stay testable. */

export const WEEKDAYS = [
  ["1", "Monday"],
  ["2", "Tuesday"],
  ["3", "Wednesday"],
  ["4", "Thursday"],
  ["5", "Friday"],
  ["6", "Saturday"],
  ["7", "Sunday"],
] as const;

export function describeMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "",
    rest > 0 ? `${rest} ${rest === 1 ? "minute" : "minutes"}` : "",
  ];
  const text = parts.filter((part) => part !== "").join(" ");
  return text === "" ? "0 minutes" : text;
}

export function describePartySizes(min: number, max: number): string {
  return min === max ? `Exactly ${min} ${min === 1 ? "guest" : "guests"}` : `${min} to ${max} guests`;
}

export function describeAdvance(minAdvanceMinutes: number): string {
  return minAdvanceMinutes === 0
    ? "Bookings can be made up to the last minute"
    : `At least ${describeMinutes(minAdvanceMinutes)} before the booking`;
}

export function describeHorizon(maxAdvanceDays: number): string {
  return maxAdvanceDays === 0 ? "Only for today" : `Up to ${maxAdvanceDays} ${maxAdvanceDays === 1 ? "day" : "days"} ahead`;
}

/** A local date such as 2026-12-25, written out in the reader's language (it is a calendar date, no time zone). */
export function describeLocalDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(undefined, {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
