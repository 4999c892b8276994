import { describe, expect, it } from "vitest";
import { ReservationClient, ReservationConnectionError, isReservationApiError } from "../src/index.js";
import { BOOKING, errorBody, scriptedFetch, type ScriptedStep } from "./scripted-fetch.js";

const ETAG = '"b3f1c2d4e5"';

function clientWith(steps: ScriptedStep[]) {
  const scripted = scriptedFetch(steps);
  const client = new ReservationClient({
    apiKey: "rsv_live_test",
    merchantId: "5f2b8a3e-7c1d-4e9f-8a6b-2c3d4e5f6a7b",
    baseUrl: "https://api.example.test",
    fetch: scripted.fetch,
    maxRetries: 2,
    retryDelay: { initialMs: 5, maxMs: 20 },
  });
  return { client, requests: scripted.requests };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error("expected a failure"),
    (error: unknown) => error,
  );

describe("bookings.get", () => {
  it("reads one booking by id or ref, encoding the path, with its ETag and request id", async () => {
    const { client, requests } = clientWith([{ status: 200, body: BOOKING, headers: { ETag: ETAG, "X-Request-Id": "req-3" } }]);
    expect(await client.bookings.get("k7qx/2m9d")).toEqual({ booking: BOOKING, etag: ETAG, requestId: "req-3" });
    expect(requests[0]?.method).toBe("GET");
    expect(requests[0]?.url).toBe("https://api.example.test/api/external/v1/bookings/k7qx%2F2m9d");
  });

  it("is retried like every read", async () => {
    const { client, requests } = clientWith([
      { networkError: true },
      { status: 503 },
      { status: 200, body: BOOKING, headers: { ETag: ETAG } },
    ]);
    expect((await client.bookings.get(BOOKING.id)).etag).toBe(ETAG);
    expect(requests).toHaveLength(3);
  });

  it("reports a missing booking as NOT_FOUND", async () => {
    const { client } = clientWith([{ status: 404, body: errorBody("NOT_FOUND") }]);
    expect(await failureOf(client.bookings.get("NOPE1234"))).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});

describe("bookings.update", () => {
  it("patches only the given fields, null included, and answers the booking with its new ETag", async () => {
    const changed = { ...BOOKING, localTime: "21:00", email: null, phone: "+442079460000" };
    const { client, requests } = clientWith([{ status: 200, body: changed, headers: { ETag: '"v2"' } }]);
    const result = await client.bookings.update("K7QX2M9D", { localTime: "21:00", email: null, phone: "+44 20 7946 0000" });
    expect(result).toEqual({ booking: changed, etag: '"v2"', requestId: undefined });
    expect(requests[0]?.method).toBe("PATCH");
    expect(requests[0]?.url).toBe("https://api.example.test/api/external/v1/bookings/K7QX2M9D");
    expect(JSON.parse(requests[0]?.body ?? "{}")).toEqual({ localTime: "21:00", email: null, phone: "+44 20 7946 0000" });
    expect(requests[0]?.headers.get("if-match")).toBeNull();
  });

  it("sends If-Match when given, and reports a stale one as PRECONDITION_FAILED without retrying", async () => {
    const { client, requests } = clientWith([{ status: 412, body: errorBody("PRECONDITION_FAILED") }]);
    const error = await failureOf(client.bookings.update(BOOKING.id, { partySize: 8 }, { ifMatch: ETAG }));
    expect(isReservationApiError(error, "PRECONDITION_FAILED")).toBe(true);
    expect(error).toMatchObject({ status: 412, code: "PRECONDITION_FAILED" });
    expect(requests.map((request) => request.headers.get("if-match"))).toEqual([ETAG]);
  });

  it("does not retry BOOKING_NOT_MODIFIABLE, which no repeat can change", async () => {
    const { client, requests } = clientWith([{ status: 409, body: errorBody("BOOKING_NOT_MODIFIABLE") }]);
    const error = await failureOf(client.bookings.update(BOOKING.id, { partySize: 8 }));
    expect(isReservationApiError(error, "BOOKING_NOT_MODIFIABLE")).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it("retries an unconditional change on failures after which it may have been applied: a repeat sets the same values", async () => {
    const { client, requests } = clientWith([
      { networkError: true },
      { status: 503 },
      { status: 200, body: BOOKING, headers: { ETag: ETAG } },
    ]);
    expect((await client.bookings.update(BOOKING.id, { notes: null })).etag).toBe(ETAG);
    expect(requests.map((request) => request.body)).toEqual(['{"notes":null}', '{"notes":null}', '{"notes":null}']);
  });

  it("retries a conditional change only on 429, so an applied change never comes back as a 412", async () => {
    const limited = clientWith([
      { status: 429, body: errorBody("RATE_LIMITED"), headers: { "Retry-After": "0" } },
      { status: 200, body: BOOKING },
    ]);
    await limited.client.bookings.update(BOOKING.id, { partySize: 3 }, { ifMatch: ETAG });
    expect(limited.requests.map((request) => request.headers.get("if-match"))).toEqual([ETAG, ETAG]);

    const dropped = clientWith([{ networkError: true }, { status: 200, body: BOOKING }]);
    const lost = await failureOf(dropped.client.bookings.update(BOOKING.id, { partySize: 3 }, { ifMatch: ETAG }));
    expect(lost).toBeInstanceOf(ReservationConnectionError);
    expect(dropped.requests).toHaveLength(1);

    const failed = clientWith([
      { status: 503, body: errorBody("SERVICE_UNAVAILABLE") },
      { status: 200, body: BOOKING },
    ]);
    expect(await failureOf(failed.client.bookings.update(BOOKING.id, { partySize: 3 }, { ifMatch: ETAG }))).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
    });
    expect(failed.requests).toHaveLength(1);
  });

  it("refuses a localDate that is not a YYYY-MM-DD string before sending anything", async () => {
    const { client, requests } = clientWith([{ status: 200, body: BOOKING }]);
    await expect(client.bookings.update(BOOKING.id, { localDate: "1/5/2026" })).rejects.toThrow(/YYYY-MM-DD/);
    expect(requests).toHaveLength(0);
  });

  it("names a bodiless 412 from a proxy as PRECONDITION_FAILED", async () => {
    const { client } = clientWith([{ status: 412 }]);
    expect(await failureOf(client.bookings.update(BOOKING.id, { partySize: 3 }, { ifMatch: ETAG }))).toMatchObject({
      code: "PRECONDITION_FAILED",
    });
  });
});
