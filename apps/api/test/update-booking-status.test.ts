import { eq } from "drizzle-orm";
import { bookings } from "@reservation-api/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import { bookingOf, errorBodyOf, statusResultOf } from "./support/response-bodies.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";

const STATUSES = ["pending", "checked-in", "cancelled", "no-show"] as const;
let api: TestApi;
let merchant: TestMerchant;
beforeAll(async () => {
  api = await startTestApi();
  merchant = await api.seedMerchant();
});
afterAll(() => api.close());

function patchStatus(identifier: string, body: unknown, who: TestMerchant = merchant) {
  return api.call(`/api/external/v1/bookings/${encodeURIComponent(identifier)}/status`, {
    method: "PATCH",
    headers: who.headers,
    body,
  });
}

async function newBooking(who: TestMerchant = merchant, overrides: Record<string, unknown> = {}) {
  const response = await createBooking(api, who.headers, bookingBody(overrides));
  expect(response.status).toBe(201);
  return bookingOf(response);
}

describe("changing a booking's status", () => {
  it("works by id and answers the booking without localDate and localTime", async () => {
    const booking = await newBooking();
    const response = await patchStatus(booking.id, { status: "checked-in" });
    expect(response.status).toBe(200);
    const { localDate, localTime, ...rest } = booking;
    expect(response.body).toEqual({ ...rest, status: "checked-in" });
    expect(response.body).not.toHaveProperty("localDate");
    expect(response.body).not.toHaveProperty("localTime");
  });

  it("works by bookingRef in any letter case", async () => {
    const booking = await newBooking();
    expect(statusResultOf(await patchStatus(booking.bookingRef, { status: "cancelled" })).status).toBe("cancelled");
    expect(statusResultOf(await patchStatus(booking.bookingRef.toLowerCase(), { status: "no-show" })).status).toBe("no-show");
  });

  it("allows every transition between the four statuses, and the same status again as a no-op", async () => {
    const booking = await newBooking();
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        await patchStatus(booking.id, { status: from });
        const response = await patchStatus(booking.id, { status: to });
        expect(response.status).toBe(200);
        expect(statusResultOf(response).status).toBe(to);
      }
    }
    const [row] = await api.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe("no-show");
  });

  it("restores a cancelled booking to pending even when the slot has filled up since", async () => {
    const small = await api.seedMerchant({ settings: { seatCapacity: 4 } });
    const first = await newBooking(small, { partySize: 4 });
    await patchStatus(first.id, { status: "cancelled" }, small);
    await newBooking(small, { partySize: 4 });
    const restored = await patchStatus(first.id, { status: "pending" }, small);
    expect(restored.status).toBe(200);
    expect(statusResultOf(restored).status).toBe("pending");
  });

  it("answers 404 NOT_FOUND for an unknown id or bookingRef", async () => {
    for (const identifier of [crypto.randomUUID(), "ZZZZZZZZ", "x"]) {
      const response = await patchStatus(identifier, { status: "cancelled" });
      expect(response.status).toBe(404);
      expect(errorBodyOf(response).code).toBe("NOT_FOUND");
    }
  });

  // Finding, comparing and changing the booking is one statement: the checks before it keep their order.
  it("checks the key, then the body, before looking the booking up, and leaves updatedAt alone on a repeat", async () => {
    const booking = await newBooking();
    const unauthenticated = await api.call(`/api/external/v1/bookings/${crypto.randomUUID()}/status`, {
      method: "PATCH",
      headers: { ...merchant.headers, Authorization: "Bearer wrong" },
      body: { status: "done" },
    });
    expect(errorBodyOf(unauthenticated).code).toBe("INVALID_API_KEY");
    const invalidForMissing = await patchStatus(crypto.randomUUID(), { status: "done" });
    expect(errorBodyOf(invalidForMissing).code).toBe("VALIDATION_ERROR");

    expect(statusResultOf(await patchStatus(booking.id, { status: "no-show" })).status).toBe("no-show");
    const [changed] = await api.db.select({ updatedAt: bookings.updatedAt }).from(bookings).where(eq(bookings.id, booking.id));
    api.clock.advance(60_000);
    const repeat = await patchStatus(booking.bookingRef.toLowerCase(), { status: "no-show" });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({ id: booking.id, status: "no-show", createdAt: booking.createdAt });
    const [after] = await api.db.select({ updatedAt: bookings.updatedAt }).from(bookings).where(eq(bookings.id, booking.id));
    expect(after?.updatedAt).toEqual(changed?.updatedAt);
  });

  it("answers another merchant's booking exactly like a missing one, and leaves it unchanged", async () => {
    const stranger = await api.seedMerchant();
    const theirs = await newBooking(stranger);
    const byId = await patchStatus(theirs.id, { status: "cancelled" });
    const byRef = await patchStatus(theirs.bookingRef, { status: "cancelled" });
    const missing = await patchStatus(crypto.randomUUID(), { status: "cancelled" });
    for (const response of [byId, byRef]) {
      expect(response.status).toBe(missing.status);
      expect({ ...errorBodyOf(response), requestId: "" }).toEqual({ ...errorBodyOf(missing), requestId: "" });
    }
    const [row] = await api.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, theirs.id));
    expect(row?.status).toBe("pending");
  });

  it.each([[{ status: "done" }], [{ status: "CANCELLED" }], [{}], [{ status: null }]])(
    "rejects %j with VALIDATION_ERROR on status",
    async (body) => {
      const booking = await newBooking();
      const response = await patchStatus(booking.id, body);
      expect(response.status).toBe(400);
      expect(errorBodyOf(response).code).toBe("VALIDATION_ERROR");
      expect(errorBodyOf(response).errors?.map((error) => error.field)).toContain("status");
    },
  );

  it.each(["done", "CANCELLED", 3])("says which four statuses exist when given %j", async (status) => {
    // The body is checked before the booking is looked up, so any identifier will do.
    const response = await patchStatus(crypto.randomUUID(), { status });
    expect(response.status).toBe(400);
    expect(errorBodyOf(response).errors).toEqual([
      { field: "status", message: "Expected one of pending, checked-in, cancelled, no-show" },
    ]);
  });
});
