import type { Booking, BookingAlternative, FieldError } from "@reservation-api/contract";
import type { ApiResponse } from "./http.js";
import type { TestMerchant } from "./merchant-fixtures.js";
import type { TestApi } from "./test-api.js";
import { bookingBody, createBooking } from "./booking-requests.js";
import { expect } from "vitest";

/** What a read or a change answers: the booking, or an error body. */
export type BookingAnswer = Booking & { code?: string; errors?: FieldError[]; alternatives?: BookingAlternative[] };

/** The path of one booking, by id or bookingRef. */
export function bookingPath(identifier: string): string {
  return `/api/external/v1/bookings/${encodeURIComponent(identifier)}`;
}

export function readBooking(
  api: TestApi,
  who: TestMerchant,
  identifier: string,
  headers: Record<string, string> = {},
): Promise<ApiResponse<BookingAnswer>> {
  return api.call(bookingPath(identifier), { headers: { ...who.headers, ...headers } });
}

export function changeBooking(
  api: TestApi,
  who: TestMerchant,
  identifier: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse<BookingAnswer>> {
  return api.call(bookingPath(identifier), { method: "PATCH", headers: { ...who.headers, ...headers }, body });
}

/** Creates a booking through the API and answers it as created. */
export async function bookThrough(api: TestApi, who: TestMerchant, overrides: Record<string, unknown> = {}): Promise<Booking> {
  const response = await createBooking(api, who.headers, bookingBody(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Booking;
}

/** The date the change tests book on: the day after the test clock's default "now". */
export const CHANGE_DATE = "2026-06-02";

/** The slots of a date for a party, as the availability endpoint answers them. */
export async function slotsOf(api: TestApi, who: TestMerchant, partySize: number, date = CHANGE_DATE) {
  const response: ApiResponse<{ availableSlots: string[]; fullSlots: string[] }> = await api.call(
    `/api/external/v1/availability?date=${date}&partySize=${partySize}`,
    { headers: who.headers },
  );
  expect(response.status).toBe(200);
  return response.body;
}

/** Asserts a change is refused with this status and code, and that the stored booking is as before. */
export async function expectChangeRefused(
  api: TestApi,
  who: TestMerchant,
  identifier: string,
  body: unknown,
  expected: { status: number; code: string },
  headers: Record<string, string> = {},
): Promise<ApiResponse<BookingAnswer>> {
  const before = await readBooking(api, who, identifier);
  const response = await changeBooking(api, who, identifier, body, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(expected.status);
  expect(response.body.code).toBe(expected.code);
  const after = await readBooking(api, who, identifier);
  expect(after.body).toEqual(before.body);
  expect(after.headers.get("etag")).toBe(before.headers.get("etag"));
  return response;
}
