import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookThrough, changeBooking, readBooking } from "./support/booking-changes.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";

let api: TestApi;
let merchant: TestMerchant;
let other: TestMerchant;
beforeAll(async () => {
  api = await startTestApi();
  merchant = await api.seedMerchant();
  other = await api.seedMerchant();
});
afterAll(() => api.close());

function setStatus(identifier: string, status: string) {
  return api.call(`/api/external/v1/bookings/${identifier}/status`, {
    method: "PATCH",
    headers: merchant.headers,
    body: { status },
  });
}

describe("reading one booking", () => {
  it("answers the booking exactly as create returned it, by id and by bookingRef in any case, with an ETag", async () => {
    const booking = await bookThrough(api, merchant);
    const byId = await readBooking(api, merchant, booking.id);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(booking);
    const etag = byId.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);
    const byRef = await readBooking(api, merchant, booking.bookingRef.toLowerCase());
    expect(byRef.body).toEqual(booking);
    expect(byRef.headers.get("etag")).toBe(etag);
  });

  it("answers 304 with no body while If-None-Match names the current ETag, and 200 once it changed", async () => {
    const booking = await bookThrough(api, merchant);
    const etag = (await readBooking(api, merchant, booking.id)).headers.get("etag") ?? "";
    const unchanged = await readBooking(api, merchant, booking.id, { "If-None-Match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeUndefined();
    expect(unchanged.headers.get("etag")).toBe(etag);
    expect((await readBooking(api, merchant, booking.id, { "If-None-Match": `"other", W/${etag}` })).status).toBe(304);
    await changeBooking(api, merchant, booking.id, { customerName: "Someone Else" });
    const changed = await readBooking(api, merchant, booking.id, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.body.customerName).toBe("Someone Else");
  });

  it("gives a new ETag after every status change, even two in the same millisecond", async () => {
    const booking = await bookThrough(api, merchant);
    const seen = new Set([(await readBooking(api, merchant, booking.id)).headers.get("etag")]);
    // The test clock does not move: each change lands in the same millisecond as the one before.
    for (const status of ["checked-in", "pending", "checked-in", "pending"]) {
      expect((await setStatus(booking.id, status)).status).toBe(200);
      seen.add((await readBooking(api, merchant, booking.id)).headers.get("etag"));
    }
    expect(seen.size).toBe(5);
  });

  it("answers 404 NOT_FOUND for another merchant's booking and for a missing one, on GET and PATCH", async () => {
    const theirs = await bookThrough(api, other);
    for (const identifier of [theirs.id, theirs.bookingRef, crypto.randomUUID(), "ZZZZZZZZ"]) {
      const read = await readBooking(api, merchant, identifier);
      expect(read.status).toBe(404);
      expect(read.body.code).toBe("NOT_FOUND");
      const change = await changeBooking(api, merchant, identifier, { partySize: 3 });
      expect(change.status).toBe(404);
      expect(change.body.code).toBe("NOT_FOUND");
    }
    expect((await readBooking(api, other, theirs.id)).body.partySize).toBe(theirs.partySize);
  });
});
