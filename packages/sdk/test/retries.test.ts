import { describe, expect, it } from "vitest";
import {
  ReservationApiError,
  ReservationClient,
  ReservationConnectionError,
  ReservationTimeoutError,
  isReservationApiError,
  type CreateBookingParams,
} from "../src/index.js";
import { BOOKING, errorBody, scriptedFetch, type ScriptedStep } from "./scripted-fetch.js";
import { present } from "@reservation-api/test-support";

const INPUT: CreateBookingParams = {
  customerName: "Ada Lovelace",
  email: "ada@example.com",
  partySize: 2,
  localDate: "2026-05-01",
  localTime: "19:30",
};

function clientWith(steps: ScriptedStep[], options: { maxRetries?: number; timeout?: number; initialMs?: number } = {}) {
  const scripted = scriptedFetch(steps);
  const client = new ReservationClient({
    apiKey: "rsv_live_test",
    merchantId: "5f2b8a3e-7c1d-4e9f-8a6b-2c3d4e5f6a7b",
    baseUrl: "https://api.example.test/",
    fetch: scripted.fetch,
    maxRetries: options.maxRetries ?? 3,
    timeout: options.timeout ?? 2_000,
    retryDelay: { initialMs: options.initialMs ?? 5, maxMs: 50 },
  });
  return { client, requests: scripted.requests };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );
}

describe("bookings.create retries", () => {
  it("sends one Idempotency-Key, the same on every attempt, and reports it on the result", async () => {
    const { client, requests } = clientWith([
      { networkError: true },
      { status: 503, body: errorBody("INTERNAL_ERROR") },
      { status: 201, body: BOOKING, headers: { "Idempotent-Replayed": "true", "X-Request-Id": "req-9" } },
    ]);
    const result = await client.bookings.create(INPUT);
    expect(requests).toHaveLength(3);
    const keys = requests.map((request) => request.headers.get("idempotency-key"));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result).toEqual({ booking: BOOKING, idempotencyKey: keys[0], replayed: true, requestId: "req-9" });
  });

  it("makes a new key for each logical create, and uses the caller's key when given", async () => {
    const { client, requests } = clientWith([{ status: 201, body: BOOKING }]);
    await client.bookings.create(INPUT);
    await client.bookings.create(INPUT);
    await client.bookings.create(INPUT, { idempotencyKey: "3f1d2c4b-5a6e-4f70-8a91-b2c3d4e5f607" });
    const keys = requests.map((request) => request.headers.get("idempotency-key"));
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe("3f1d2c4b-5a6e-4f70-8a91-b2c3d4e5f607");
  });

  it("retries 409 IDEMPOTENCY_CONFLICT after the server's Retry-After", async () => {
    const { client, requests } = clientWith([
      { status: 409, body: errorBody("IDEMPOTENCY_CONFLICT"), headers: { "Retry-After": "1" } },
      { status: 201, body: BOOKING },
    ]);
    const result = await client.bookings.create(INPUT);
    expect(result.booking).toEqual(BOOKING);
    expect(requests).toHaveLength(2);
    expect(present(requests[1]).at - present(requests[0]).at).toBeGreaterThanOrEqual(950);
  });

  it.each(["CONFLICT", "DUPLICATE_BOOKING"])("never retries 409 %s", async (code) => {
    const { client, requests } = clientWith([{ status: 409, body: errorBody(code) }]);
    const error = await failureOf(client.bookings.create(INPUT));
    expect(requests).toHaveLength(1);
    expect(isReservationApiError(error, code as "CONFLICT")).toBe(true);
  });

  it.each([
    [400, "CAPACITY_EXCEEDED"],
    [400, "VALIDATION_ERROR"],
    [401, "INVALID_API_KEY"],
    [403, "BOOKING_LIMIT_REACHED"],
    [423, "BILLING_SUSPENDED"],
  ])("never retries %s %s", async (status, code) => {
    const { client, requests } = clientWith([{ status, body: errorBody(code) }]);
    const error = await failureOf(client.bookings.create(INPUT));
    expect(requests).toHaveLength(1);
    expect(error).toBeInstanceOf(ReservationApiError);
    expect((error as ReservationApiError).code).toBe(code);
  });

  it("backs off between attempts, growing each time", async () => {
    const { client, requests } = clientWith(
      [{ status: 500, body: errorBody("INTERNAL_ERROR") }, { status: 502 }, { status: 504 }, { status: 201, body: BOOKING }],
      { initialMs: 40 },
    );
    await client.bookings.create(INPUT);
    const gaps = requests.slice(1).map((request, index) => request.at - present(requests[index]).at);
    expect(requests).toHaveLength(4);
    // Full jitter draws each delay from [0, cap]; the cap doubles (40, 80, 160 -> limited to 50).
    for (const gap of gaps) expect(gap).toBeLessThan(50 + 40);
  });

  it("gives up after maxRetries and reports the last error with the key and request id", async () => {
    const { client, requests } = clientWith([{ status: 500, body: errorBody("INTERNAL_ERROR") }], { maxRetries: 2 });
    const error = await failureOf(client.bookings.create(INPUT));
    expect(requests).toHaveLength(3);
    expect(error).toMatchObject({
      name: "ReservationApiError",
      status: 500,
      code: "INTERNAL_ERROR",
      requestId: "req-1",
      idempotencyKey: present(requests[0]).headers.get("idempotency-key"),
    });
  });

  it("retries an attempt that times out, then reports a timeout error", async () => {
    const { client, requests } = clientWith([{ hang: true }], { maxRetries: 1, timeout: 100 });
    const error = await failureOf(client.bookings.create(INPUT));
    expect(requests).toHaveLength(2);
    expect(error).toBeInstanceOf(ReservationTimeoutError);
    expect(error).toBeInstanceOf(ReservationConnectionError);
    expect((error as ReservationTimeoutError).idempotencyKey).toBe(present(requests[0]).headers.get("idempotency-key"));
  });

  it("reports a network failure that outlasts the retries as a connection error", async () => {
    const { client, requests } = clientWith([{ networkError: true }], { maxRetries: 2 });
    const error = await failureOf(client.bookings.create(INPUT));
    expect(requests).toHaveLength(3);
    expect(error).toBeInstanceOf(ReservationConnectionError);
    expect(error).not.toBeInstanceOf(ReservationTimeoutError);
  });

  it("retries 429 after Retry-After", async () => {
    const { client, requests } = clientWith([
      { status: 429, headers: { "Retry-After": "0" } },
      { status: 201, body: BOOKING },
    ]);
    await client.bookings.create(INPUT);
    expect(requests).toHaveLength(2);
  });
});

describe("typed errors", () => {
  it("carry status, code, message, field errors and request id, and narrow by code", async () => {
    const errors = [{ field: "partySize", message: "Required" }];
    const { client } = clientWith([{ status: 400, body: errorBody("VALIDATION_ERROR", { errors }) }]);
    const error = await failureOf(client.availability.get({ date: "2026-05-01", partySize: 2 }));
    expect(isReservationApiError(error)).toBe(true);
    expect(isReservationApiError(error, "CAPACITY_EXCEEDED")).toBe(false);
    if (!isReservationApiError(error, "VALIDATION_ERROR")) throw new Error("not narrowed");
    const code: "VALIDATION_ERROR" = error.code;
    expect({
      status: error.status,
      code,
      message: error.message,
      fieldErrors: error.fieldErrors,
      requestId: error.requestId,
    }).toEqual({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "VALIDATION_ERROR happened",
      fieldErrors: errors,
      requestId: "req-1",
    });
  });

  it("fall back to a documented code when a proxy answers without the API's error body", async () => {
    const { client } = clientWith([{ status: 404 }], { maxRetries: 0 });
    const error = await failureOf(client.bookings.updateStatus("ABC", "cancelled"));
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});
