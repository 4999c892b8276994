import { and, eq } from "drizzle-orm";
import { bookings } from "@reservation-api/db";
import { present } from "@reservation-api/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, countMerchantBookings, createBooking, CREATE_PATH } from "./support/booking-requests.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { bookingOf, errorBodyOf } from "./support/response-bodies.js";

const NOW = "2026-06-01T09:00:00.000Z";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: NOW });
});
afterAll(() => api.close());

/** Sends a JSON text exactly as given, so key order and whitespace can differ between attempts. */
function sendRaw(headers: Record<string, string>, key: string, json: string) {
  return api.call(CREATE_PATH, {
    method: "POST",
    headers: { ...headers, "Idempotency-Key": key, "Content-Type": "application/json" },
    rawBody: json,
  });
}

describe("idempotent create", () => {
  it("replays the original 201 and body for the same key and body, creating nothing new", async () => {
    const merchant = await api.seedMerchant();
    const key = crypto.randomUUID();
    const first = await sendRaw(
      merchant.headers,
      key,
      '{"customerName":"Ann Example","email":"ann@example.com","partySize":2,"localDate":"2026-06-02","localTime":"19:00"}',
    );
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const replay = await sendRaw(
      merchant.headers,
      key,
      '{ "localTime": "19:00",\n "localDate": "2026-06-02", "partySize": 2, "email": "ann@example.com", "customerName": "Ann Example" }',
    );
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(JSON.stringify(replay.body)).toBe(JSON.stringify(first.body));
    expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(1);
  });

  it("replays the original response even after the booking's status changed", async () => {
    const merchant = await api.seedMerchant();
    const key = crypto.randomUUID();
    const body = bookingBody();
    const first = await createBooking(api, merchant.headers, body, key);
    await api.call(`/api/external/v1/bookings/${bookingOf(first).id}/status`, {
      method: "PATCH",
      headers: merchant.headers,
      body: { status: "cancelled" },
    });
    const replay = await createBooking(api, merchant.headers, body, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(bookingOf(replay).status).toBe("pending");
  });

  it("answers 409 CONFLICT when the key comes back with a different body", async () => {
    const merchant = await api.seedMerchant();
    const key = crypto.randomUUID();
    const body = bookingBody();
    expect((await createBooking(api, merchant.headers, body, key)).status).toBe(201);
    const conflict = await createBooking(api, merchant.headers, { ...body, partySize: 3 }, key);
    expect(conflict.status).toBe(409);
    expect(errorBodyOf(conflict).code).toBe("CONFLICT");
    expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(1);
  });

  it("replays before any business check: a replay still works once the slot is inside the advance window", async () => {
    const merchant = await api.seedMerchant();
    const key = crypto.randomUUID();
    const body = bookingBody();
    api.clock.set("2026-06-02T10:00:00.000Z");
    try {
      const first = await createBooking(api, merchant.headers, body, key);
      api.clock.set("2026-06-02T17:30:00.000Z");
      const replay = await createBooking(api, merchant.headers, body, key);
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(first.body);
    } finally {
      api.clock.set(NOW);
    }
  });

  // The key's record is read by the statement that takes the merchant lock, and the booking and
  // its record are written by one statement: the documented order must survive both merges.
  it("answers a reused key by idempotency before the monthly cap, and replays exactly what the first create answered", async () => {
    const merchant = await api.seedMerchant({ settings: { monthlyBookingCap: 1 } });
    const key = crypto.randomUUID();
    const body = bookingBody({ localDate: "2026-06-02", localTime: "19:00" });
    const first = await createBooking(api, merchant.headers, body, key);
    expect(first.status).toBe(201);
    const changed = await createBooking(api, merchant.headers, { ...body, partySize: 3 }, key);
    expect(errorBodyOf(changed).code).toBe("CONFLICT");
    const replay = await createBooking(api, merchant.headers, body, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    const another = await createBooking(api, merchant.headers, bookingBody({ localDate: "2026-06-03" }));
    expect(errorBodyOf(another).code).toBe("BOOKING_LIMIT_REACHED");
    expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(1);
  });

  it("leaves the key free after a failed attempt, so the same key succeeds later", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 4 } });
    const blocker = await createBooking(api, merchant.headers, bookingBody({ partySize: 4 }));
    const key = crypto.randomUUID();
    const body = bookingBody({ partySize: 2 });
    const refused = await createBooking(api, merchant.headers, body, key);
    expect(errorBodyOf(refused).code).toBe("CAPACITY_EXCEEDED");
    await api.call(`/api/external/v1/bookings/${bookingOf(blocker).id}/status`, {
      method: "PATCH",
      headers: merchant.headers,
      body: { status: "cancelled" },
    });
    const retried = await createBooking(api, merchant.headers, body, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
  });

  it("forgets a key after 24 hours: the same key then makes a new booking", async () => {
    const merchant = await api.seedMerchant();
    const key = crypto.randomUUID();
    const first = await createBooking(api, merchant.headers, bookingBody({ localDate: "2026-06-10" }), key);
    api.clock.advance(24 * 60 * 60_000 - 1);
    try {
      const stillReplayed = await createBooking(api, merchant.headers, bookingBody({ localDate: "2026-06-11" }), key);
      expect(errorBodyOf(stillReplayed).code).toBe("CONFLICT");
      api.clock.advance(2);
      const fresh = await createBooking(api, merchant.headers, bookingBody({ localDate: "2026-06-11" }), key);
      expect(fresh.status).toBe(201);
      expect(bookingOf(fresh).id).not.toBe(bookingOf(first).id);
    } finally {
      api.clock.set(NOW);
    }
  });

  it("scopes keys to the merchant", async () => {
    const first = await api.seedMerchant();
    const second = await api.seedMerchant();
    const key = crypto.randomUUID();
    const a = await createBooking(api, first.headers, bookingBody(), key);
    const b = await createBooking(api, second.headers, bookingBody(), key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect(bookingOf(b).id).not.toBe(bookingOf(a).id);
  });

  it("treats the key case-insensitively", async () => {
    const merchant = await api.seedMerchant();
    const key = crypto.randomUUID();
    const body = bookingBody();
    await createBooking(api, merchant.headers, body, key);
    const replay = await createBooking(api, merchant.headers, body, key.toUpperCase());
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
  });
});

describe("parallel requests with one key", () => {
  it("create exactly one booking out of a burst of 20", async () => {
    const merchant = await api.seedMerchant();
    const key = crypto.randomUUID();
    const body = bookingBody();
    const responses = await Promise.all(Array.from({ length: 20 }, () => createBooking(api, merchant.headers, body, key)));
    const created = responses.filter((response) => response.status === 201);
    const busy = responses.filter((response) => response.status === 409);
    expect(created.length + busy.length).toBe(20);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const response of created) expect(response.body).toEqual(created[0]?.body);
    for (const response of busy) {
      expect(errorBodyOf(response).code).toBe("IDEMPOTENCY_CONFLICT");
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const rows = await api.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.merchantId, merchant.merchantId)));
    expect(rows).toEqual([{ id: bookingOf(present(created[0])).id }]);
  });
});
