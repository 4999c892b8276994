import type { Booking } from "@reservation-api/contract";
import type { ApiResponse } from "@reservation-api/test-support";
import { and, eq } from "drizzle-orm";
import { bookings } from "@reservation-api/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { bookingListOf, bookingOf, errorBodyOf } from "./support/response-bodies.js";

let api: TestApi;
let alice: TestMerchant;
let bob: TestMerchant;
let bobsBooking: Booking;

beforeAll(async () => {
  api = await startTestApi();
  alice = await api.seedMerchant();
  bob = await api.seedMerchant({ settings: { seatCapacity: 2 } });
  const created = await createBooking(api, bob.headers, bookingBody({ partySize: 2 }));
  bobsBooking = bookingOf(created);
  await createBooking(api, alice.headers, bookingBody({ localDate: "2026-06-03" }));
});
afterAll(() => api.close());

/** The parts of an error answer that must not depend on whether the resource exists elsewhere. */
const shape = (response: ApiResponse) => ({
  ...errorBodyOf(response),
  requestId: "-",
  status: response.status,
});

describe("tenant isolation", () => {
  it("never lists another merchant's bookings, whatever the range", async () => {
    const response = await api.call("/api/external/v1/bookings?startDate=2026-01-01&endDate=2026-12-31&limit=200", {
      headers: alice.headers,
    });
    expect(bookingListOf(response).pagination.total).toBe(1);
    expect(bookingListOf(response).bookings.map((booking: { id: string }) => booking.id)).not.toContain(bobsBooking.id);
  });

  it("answers another merchant's booking id or ref exactly like a missing one, and changes nothing", async () => {
    const path = (identifier: string) => `/api/external/v1/bookings/${identifier}/status`;
    const request = { method: "PATCH", headers: alice.headers, body: { status: "cancelled" } };
    const missingId = await api.call(path(crypto.randomUUID()), request);
    const missingRef = await api.call(path("ZZZZ2222"), request);
    expect(shape(await api.call(path(bobsBooking.id), request))).toEqual(shape(missingId));
    expect(shape(await api.call(path(bobsBooking.bookingRef), request))).toEqual(shape(missingRef));
    const [row] = await api.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bobsBooking.id));
    expect(row?.status).toBe("pending");
  });

  it("answers another merchant's booking as a cursor exactly like an unknown id", async () => {
    const query = (cursor: string) => `/api/external/v1/bookings?startDate=2026-06-01&endDate=2026-06-30&cursor=${cursor}`;
    const foreign = await api.call(query(bobsBooking.id), { headers: alice.headers });
    const unknown = await api.call(query(crypto.randomUUID()), { headers: alice.headers });
    expect(shape(foreign)).toEqual(shape(unknown));
  });

  it("refuses one merchant's key for the other merchant", async () => {
    const response = await api.call("/api/external/v1/bookings?startDate=2026-06-01&endDate=2026-06-30", {
      headers: { ...alice.headers, "X-Merchant-Id": bob.merchantId },
    });
    expect(errorBodyOf(response).code).toBe("MERCHANT_MISMATCH");
  });

  it("keeps capacity, duplicate guard and idempotency keys per merchant", async () => {
    // Bob's slot is full and Bob's guest booked it, yet Alice books the same time for the same guest.
    const key = crypto.randomUUID();
    await createBooking(api, bob.headers, bookingBody({ partySize: 1 }), key);
    const response = await createBooking(api, alice.headers, bookingBody({ partySize: 2, email: bobsBooking.email }), key);
    expect(response.status).toBe(201);
    expect(response.headers.get("idempotent-replayed")).toBeNull();
    const alicesRows = await api.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.merchantId, alice.merchantId), eq(bookings.id, bookingOf(response).id)));
    expect(alicesRows).toHaveLength(1);
  });
});
