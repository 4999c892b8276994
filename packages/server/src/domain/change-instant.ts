/**
 * The instant a change to a record is stamped with: now, or one millisecond after the record's
 * last change when the clock has not moved past it (same millisecond, or another process's clock
 * slightly ahead). Changes to one record then carry strictly increasing times in the order they
 * were made, so a webhook receiver can order a booking's events by `createdAt`.
 */
export function changeInstantAfter(lastChangedAt: Date, now: Date): Date {
  return now.getTime() > lastChangedAt.getTime() ? now : new Date(lastChangedAt.getTime() + 1);
}
