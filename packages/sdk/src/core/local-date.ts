const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Restaurant-local dates travel as `YYYY-MM-DD` text. A Date object would be read in the
 * caller's own time zone and could land on the wrong day, so anything else is refused early.
 */
export function assertLocalDate(value: unknown, name: string): asserts value is string {
  if (typeof value !== "string" || !LOCAL_DATE.test(value)) {
    throw new TypeError(`${name} must be a restaurant-local date string "YYYY-MM-DD", got ${String(value)}`);
  }
}
