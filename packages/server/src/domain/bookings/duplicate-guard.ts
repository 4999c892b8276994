export const DUPLICATE_WINDOW_MS = 5 * 60 * 1000;

/** Emails compare case-insensitively. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Phones compare by their digits alone, so "+4420..." and "4420..." are one guest. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** Bookings created at or after this instant count for the duplicate guard. */
export function duplicateWindowStart(now: Date): Date {
  return new Date(now.getTime() - DUPLICATE_WINDOW_MS);
}
