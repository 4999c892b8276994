import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { bookings, type Database } from "@reservation-api/db";
import type { ApiResponse } from "./http.js";
import type { TestMerchant } from "./merchant-fixtures.js";
import { peakSeatsInDatabase } from "./seat-audit.js";

/** Where the parties are before the race: three days, at most three parties of 3 on each (9 of 10 seats). */
export function sourceSlots(dates: string[]): { localDate: string; localTime: string }[] {
  return Array.from({ length: 8 }, (_, index) => ({ localDate: dates[index % dates.length] ?? "", localTime: "17:00" }));
}

/**
 * Asserts the outcome of eight parallel moves of parties of 3 into one 10-seat slot: exactly
 * three moved, the other five refused with CAPACITY_EXCEEDED, and the database agrees.
 */
export async function expectThreeMoved(
  db: Database,
  merchant: TestMerchant,
  responses: ApiResponse<{ code?: string; bookingTimeUtc?: string }>[],
): Promise<void> {
  const statuses = responses.map((response) => `${response.status} ${response.body.code ?? ""}`.trim());
  expect(statuses.filter((status) => status === "200")).toHaveLength(3);
  expect(statuses.filter((status) => status === "400 CAPACITY_EXCEEDED")).toHaveLength(5);
  const target = responses.find((response) => response.status === 200)?.body.bookingTimeUtc;
  const atTarget = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.merchantId, merchant.merchantId), eq(bookings.bookingTime, new Date(target ?? ""))));
  expect(atTarget).toHaveLength(3);
  expect(await peakSeatsInDatabase(db, merchant.merchantId, 90)).toBeLessThanOrEqual(10);
}
