import type { ApiResponse } from "./http.js";
import type { TestMerchant } from "./merchant-fixtures.js";
import type { TestApi } from "./test-api.js";
import { bookingBody, createBooking } from "./booking-requests.js";
import { expect } from "vitest";

/** The path of one booking, by id or bookingRef. */
export function bookingPath(identifier: string): string {
  return `/api/external/v1/bookings/${encodeURIComponent(identifier)}`;
}

export function readBooking(
  api: TestApi,
  who: TestMerchant,
  identifier: string,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  return api.call(bookingPath(identifier), { headers: { ...who.headers, ...headers } });
}

export function changeBooking(
  api: TestApi,
  who: TestMerchant,
  identifier: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  return api.call(bookingPath(identifier), { method: "PATCH", headers: { ...who.headers, ...headers }, body });
}

/** Creates a booking through the API and answers it as created. */
export async function bookThrough(api: TestApi, who: TestMerchant, overrides: Record<string, unknown> = {}) {
  const response = await createBooking(api, who.headers, bookingBody(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}
