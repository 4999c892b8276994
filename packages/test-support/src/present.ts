/** The value, checked: a test's `value!` that fails with a message instead of a later TypeError. */
export function present<T>(value: T | null | undefined, what = "value"): T {
  if (value === undefined || value === null) throw new Error(`Expected a ${what}, found ${String(value)}`);
  return value;
}
