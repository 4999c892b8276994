import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { bookings, type Database } from "@reservation-api/db";
import type { ApiResponse } from "@reservation-api/test-support";
import type { TestMerchant } from "./merchant-fixtures.js";
import type { TestApi } from "./test-api.js";
import { errorBodyOf } from "./response-bodies.js";

export const CREATE_PATH = "/api/external/v1/bookings";

/** A valid create body; each call gets its own guest email so the duplicate guard stays out of the way. */
export function bookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerName: "Ann Example",
    email: `guest-${crypto.randomUUID()}@example.com`,
    partySize: 2,
    localDate: "2026-06-02",
    localTime: "19:00",
    ...overrides,
  };
}

export function createBooking(
  api: TestApi,
  headers: Record<string, string>,
  body: unknown,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<ApiResponse> {
  return api.call(CREATE_PATH, { method: "POST", headers: { ...headers, "Idempotency-Key": idempotencyKey }, body });
}

export async function countMerchantBookings(db: Database, merchantId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bookings).where(eq(bookings.merchantId, merchantId));
  return row?.total ?? 0;
}

/** Asserts a create is refused with this status and code, and that it stored nothing. */
export async function expectCreateRefused(
  api: TestApi,
  merchant: TestMerchant,
  body: Record<string, unknown>,
  status: number,
  code: string,
): Promise<ApiResponse> {
  const before = await countMerchantBookings(api.db, merchant.merchantId);
  const response = await createBooking(api, merchant.headers, body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(errorBodyOf(response).code).toBe(code);
  expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(before);
  return response;
}
