import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody } from "../support/booking-requests.js";
import type { TestMerchant } from "../support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "../support/test-api.js";
import { ReservationClient, isReservationApiError, type CreateBookingParams } from "@reservation-api/sdk";

/** The SDK's `bookings.get` and `bookings.update` (API v1.3) against a real server. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: "2026-06-01T09:00:00.000Z" });
});
afterAll(() => api.close());

function clientFor(merchant: TestMerchant) {
  return new ReservationClient({
    apiKey: merchant.apiKey,
    merchantId: merchant.merchantId,
    baseUrl: api.url,
    retryDelay: { initialMs: 10, maxMs: 50 },
  });
}

const input = (overrides: Record<string, unknown> = {}) => bookingBody(overrides) as unknown as CreateBookingParams;

/** The rejection of `promise`, or an error saying it did not reject. */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error("expected the call to fail"),
    (error: unknown) => error,
  );

describe("bookings.get and bookings.update against the real API", () => {
  it("reads a booking by id or by ref in any case, exactly as create answered it, with a strong ETag", async () => {
    const client = clientFor(await api.seedMerchant());
    const { booking } = await client.bookings.create(input({ localTime: "19:00", notes: "Window table" }));
    const byId = await client.bookings.get(booking.id);
    expect(byId.booking).toEqual(booking);
    expect(byId.etag).toMatch(/^"[^"]+"$/);
    expect(byId.requestId).toBeTruthy();
    const byRef = await client.bookings.get(booking.bookingRef.toLowerCase());
    expect(byRef).toMatchObject({ booking, etag: byId.etag });
  });

  it("moves and resizes a booking with ifMatch, answering the changed booking and its new ETag", async () => {
    const client = clientFor(await api.seedMerchant());
    const { booking } = await client.bookings.create(input({ localTime: "19:00", partySize: 2 }));
    const read = await client.bookings.get(booking.bookingRef);
    const changed = await client.bookings.update(
      booking.bookingRef,
      { localTime: "20:30", partySize: 4, email: null, phone: "+44 20 7946 0000" },
      { ifMatch: read.etag },
    );
    expect(changed.booking).toEqual({
      ...booking,
      localTime: "20:30",
      bookingTimeUtc: "2026-06-02T19:30:00.000Z",
      partySize: 4,
      email: null,
      phone: "+442079460000", // stored normalised
    });
    expect(changed.etag).toMatch(/^"[^"]+"$/);
    expect(changed.etag).not.toBe(read.etag);
    expect(await client.bookings.get(booking.id)).toMatchObject({ booking: changed.booking, etag: changed.etag });
  });

  it("refuses a stale ifMatch with a typed PRECONDITION_FAILED, and changes nothing", async () => {
    const client = clientFor(await api.seedMerchant());
    const { booking } = await client.bookings.create(input({ localTime: "19:00" }));
    const first = await client.bookings.get(booking.id);
    const second = await client.bookings.update(booking.id, { localTime: "20:00" }, { ifMatch: first.etag });

    const stale = await failureOf(client.bookings.update(booking.id, { localTime: "18:00" }, { ifMatch: first.etag }));
    expect(isReservationApiError(stale, "PRECONDITION_FAILED")).toBe(true);
    expect(stale).toMatchObject({ status: 412, code: "PRECONDITION_FAILED" });
    expect(await client.bookings.get(booking.id)).toMatchObject({ booking: second.booking, etag: second.etag });
  });

  it("refuses to change a booking that is no longer pending with a typed BOOKING_NOT_MODIFIABLE", async () => {
    const client = clientFor(await api.seedMerchant());
    const { booking } = await client.bookings.create(input({ localTime: "19:00" }));
    await client.bookings.updateStatus(booking.id, "cancelled");
    const read = await client.bookings.get(booking.id);

    const refused = await failureOf(client.bookings.update(booking.id, { partySize: 3 }));
    expect(isReservationApiError(refused, "BOOKING_NOT_MODIFIABLE")).toBe(true);
    expect(refused).toMatchObject({ status: 409, code: "BOOKING_NOT_MODIFIABLE" });
    expect(await client.bookings.get(booking.id)).toMatchObject({
      booking: { partySize: 2, status: "cancelled" },
      etag: read.etag,
    });
  });

  it("refuses a move into a full slot with a typed CAPACITY_EXCEEDED and alternatives, and changes nothing", async () => {
    const client = clientFor(await api.seedMerchant({ settings: { seatCapacity: 10 } }));
    await client.bookings.create(input({ localTime: "19:00", partySize: 8 }));
    const { booking } = await client.bookings.create(input({ localTime: "17:00", partySize: 2 }));
    const read = await client.bookings.get(booking.id);

    const full = await failureOf(
      client.bookings.update(booking.id, { localTime: "19:00", partySize: 4 }, { ifMatch: read.etag }),
    );
    expect(isReservationApiError(full, "CAPACITY_EXCEEDED")).toBe(true);
    if (!isReservationApiError(full)) throw full;
    expect(full.status).toBe(400);
    expect(full.alternatives.length).toBeGreaterThan(0);
    expect(full.alternatives).not.toContainEqual({ localDate: "2026-06-02", localTime: "19:00" });
    expect(await client.bookings.get(booking.id)).toMatchObject({ booking, etag: read.etag });
  });

  it("does not count the booking's own seats: a party of 8 grows to 10 in a 10-seat restaurant", async () => {
    const client = clientFor(await api.seedMerchant({ settings: { seatCapacity: 10, maxPartySize: 10 } }));
    const { booking } = await client.bookings.create(input({ localTime: "19:00", partySize: 8 }));
    const grown = await client.bookings.update(booking.id, { partySize: 10 });
    expect(grown.booking).toMatchObject({ id: booking.id, partySize: 10, localTime: "19:00" });
  });
});
