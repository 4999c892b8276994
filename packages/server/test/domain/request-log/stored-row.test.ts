import { describe, expect, it } from "vitest";
import { generateApiKey } from "../../../src/domain/api-key.js";
import type { CapturedRequest } from "../../../src/domain/request-log/captured-request.js";
import { toStoredRow } from "../../../src/domain/request-log/stored-row.js";
import { present } from "@reservation-api/test-support";

function captured(overrides: Partial<CapturedRequest> = {}): CapturedRequest {
  return {
    merchantId: "6f1c2a44-0000-4000-8000-000000000001",
    keyPrefix: "rsv_live_abcdef",
    receivedAt: new Date("2026-06-01T09:00:00.000Z"),
    method: "POST",
    url: "/api/external/v1/bookings",
    operation: "createBooking",
    status: 400,
    errorCode: "VALIDATION_ERROR",
    durationMs: 3.6,
    requestId: "req-1",
    clientAddress: "127.0.0.1",
    requestHeaders: { "idempotency-key": "k-1", "user-agent": "curl/8" },
    responseHeaders: {},
    requestBody: "{}",
    responseBody: { code: "VALIDATION_ERROR", message: "bad", requestId: "req-1" },
    ...overrides,
  };
}

describe("toStoredRow", () => {
  it("splits path and query, serialises an error body and rounds the duration", () => {
    const row = toStoredRow(captured({ url: "/api/external/v1/availability?date=2026-06-02&partySize=2" }));
    expect(row).toMatchObject({
      path: "/api/external/v1/availability",
      query: "date=2026-06-02&partySize=2",
      durationMs: 4,
      idempotencyKey: "k-1",
      userAgent: "curl/8",
      replayed: false,
      responseBody: `{"code":"VALIDATION_ERROR","message":"bad","requestId":"req-1"}`,
      responseBodyTruncated: false,
    });
  });

  it("caps each body at 8 KB and marks it", () => {
    const row = toStoredRow(captured({ requestBody: "x".repeat(9_000), responseBody: "y".repeat(8_192) }));
    expect(row.requestBody).toHaveLength(8_192);
    expect(row.requestBodyTruncated).toBe(true);
    expect(row.responseBodyTruncated).toBe(false);
  });

  it("redacts keys from the query, the bodies and the headers it keeps", () => {
    const key = generateApiKey();
    const row = toStoredRow(
      captured({
        url: `/api/external/v1/availability?key=${key}`,
        requestBody: `{"notes":"${key}"}`,
        responseBody: `{"echo":"${key}"}`,
        requestHeaders: { "x-merchant-id": key },
      }),
    );
    expect(JSON.stringify(row)).not.toContain(key.slice(15));
  });

  it("redacts a key, plain or encoded, that the 8 KB cap cuts in two, and stays within the cap", () => {
    // No "_" or "-" in the secret, so every piece of it is sent as is in each form.
    const key = "rsv_live_Q7fK2mZp9XbR4tLw8NcV1yHd6GsJ3uEa0oTiPk5";
    for (const form of [key, key.replaceAll("_", "%5F"), key.replaceAll("_", "\\u005f")]) {
      for (const cut of [12, 20, 30]) {
        const requestBody = "x".repeat(8 * 1024 - cut) + form;
        const row = toStoredRow(captured({ requestBody }));
        expect(row.requestBodyTruncated).toBe(true);
        expect(Buffer.byteLength(present(row.requestBody))).toBeLessThanOrEqual(8 * 1024);
        expect(row.requestBody).not.toContain(key.slice(9, 12));
      }
    }
  });

  it("marks a replay from the response header", () => {
    expect(toStoredRow(captured({ responseHeaders: { "idempotent-replayed": "true" } })).replayed).toBe(true);
  });
});

describe("toStoredRow with text PostgreSQL cannot store", () => {
  it("replaces NUL characters, which would fail the whole batch", () => {
    const row = toStoredRow(captured({ requestBody: '{"a":"\u0000"}', url: "/p?x=\u0000" }));
    expect(row.requestBody).toBe('{"a":"\uFFFD"}');
    expect(row.query).toBe("x=\uFFFD");
  });
});
