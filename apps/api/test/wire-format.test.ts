import { count } from "drizzle-orm";
import { bookings } from "@reservation-api/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiResponse } from "./support/http.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";

let api: TestApi;
let merchant: TestMerchant;
beforeAll(async () => {
  api = await startTestApi();
  merchant = await api.seedMerchant();
});
afterAll(() => api.close());

const VALID_BODY = {
  customerName: "Ann Example",
  email: "ann@example.com",
  partySize: 2,
  localDate: "2026-06-02",
  localTime: "19:00",
};

function createHeaders(extra: Record<string, string> = {}) {
  return { ...merchant.headers, "Idempotency-Key": crypto.randomUUID(), ...extra };
}

function expectValidationError(response: ApiResponse, field: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.code).toBe("VALIDATION_ERROR");
  expect(Object.keys(response.body).sort()).toEqual(["code", "errors", "message", "requestId"]);
  expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
}

/** A valid create, for a merchant of its own so that the slot always has room. */
async function createWithContentType(contentType: string) {
  const fresh = await api.seedMerchant();
  return api.call("/api/external/v1/bookings", {
    method: "POST",
    headers: { ...fresh.headers, "Idempotency-Key": crypto.randomUUID(), "Content-Type": contentType },
    rawBody: JSON.stringify(VALID_BODY),
  });
}

async function bookingCount() {
  const [row] = await api.db.select({ total: count() }).from(bookings);
  return row?.total;
}

describe("error body", () => {
  it("carries exactly code, message and requestId, and requestId matches the X-Request-Id header", async () => {
    const response = await api.call("/api/external/v1/bookings/ABCDEFGH/status", {
      method: "PATCH",
      headers: merchant.headers,
      body: { status: "cancelled" },
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      code: "NOT_FOUND",
      message: expect.any(String),
      requestId: response.headers.get("x-request-id"),
    });
  });

  it("echoes a sane caller X-Request-Id and replaces an unsafe one", async () => {
    const echoed = await api.call("/api/external/v1/bookings/ABCDEFGH/status", {
      method: "PATCH",
      headers: { ...merchant.headers, "X-Request-Id": "merchant-trace.42:a" },
      body: { status: "cancelled" },
    });
    expect(echoed.headers.get("x-request-id")).toBe("merchant-trace.42:a");
    expect(echoed.body.requestId).toBe("merchant-trace.42:a");
    for (const unsafe of ["has spaces in it", "x".repeat(300), "<script>"]) {
      const replaced = await api.call("/api/external/v1/availability?date=2026-06-02&partySize=2", {
        headers: { ...merchant.headers, "X-Request-Id": unsafe },
      });
      expect(replaced.headers.get("x-request-id")).not.toBe(unsafe);
      expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("puts X-Request-Id on successes, errors, the OpenAPI document and the health check", async () => {
    const responses = await Promise.all([
      api.call("/api/external/v1/availability?date=2026-06-02&partySize=2", { headers: merchant.headers }),
      api.call("/api/external/v1/availability"),
      api.call("/api/external/v1/openapi.json"),
      api.call("/healthz"),
      api.call("/nowhere"),
    ]);
    for (const response of responses) expect(response.headers.get("x-request-id")).toBeTruthy();
  });
});

describe("unknown endpoints", () => {
  it.each([
    ["GET", "/api/external/v1/nope"],
    ["GET", "/nope"],
    ["DELETE", "/api/external/v1/bookings/ABCDEFGH/extra"],
    ["PUT", "/api/external/v1/bookings/ABCDEFGH/status/extra"],
  ])("answers %s %s with 404 NOT_FOUND in the error body", async (method, path) => {
    const response = await api.call(path, { method, headers: merchant.headers });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: "NOT_FOUND", message: expect.any(String), requestId: expect.any(String) });
  });
});

describe("unreadable bodies", () => {
  const targets = [
    { name: "create", method: "POST", path: "/api/external/v1/bookings" },
    { name: "status update", method: "PATCH", path: "/api/external/v1/bookings/ABCDEFGH/status" },
  ];
  const bodies: Array<[string, { rawBody?: string; contentType?: string }]> = [
    ["malformed JSON", { rawBody: '{"customerName": ', contentType: "application/json" }],
    ["a JSON array", { rawBody: "[1,2]", contentType: "application/json" }],
    ["a JSON string", { rawBody: '"hello"', contentType: "application/json" }],
    ["JSON null", { rawBody: "null", contentType: "application/json" }],
    ["an empty body", { rawBody: "", contentType: "application/json" }],
    ["text/plain", { rawBody: JSON.stringify(VALID_BODY), contentType: "text/plain" }],
    ["no Content-Type", { rawBody: JSON.stringify(VALID_BODY) }],
  ];
  for (const target of targets) {
    it.each(bodies)(`answers ${target.name} with ${"%s"} as VALIDATION_ERROR on body, never 500`, async (_label, body) => {
      const headers: Record<string, string> = createHeaders();
      if (body.contentType) headers["Content-Type"] = body.contentType;
      const response = await api.call(target.path, { method: target.method, headers, rawBody: body.rawBody ?? "" });
      expectValidationError(response, "body");
    });
  }

  it("accepts application/json with a charset parameter", async () => {
    const response = await api.call("/api/external/v1/bookings", {
      method: "POST",
      headers: createHeaders({ "Content-Type": "application/json; charset=utf-8" }),
      rawBody: JSON.stringify({ ...VALID_BODY, email: "charset@example.com" }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });

  it.each(["Application/JSON", "application/json ; charset=UTF-8", "application/json;"])(
    "accepts the media type however it is spelled (%s), never a 500",
    async (contentType) => {
      const response = await createWithContentType(contentType);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    },
  );

  it.each(["utf-8", "UTF-8", "utf8", '"utf-8"'])("accepts charset=%s", async (charset) => {
    const response = await createWithContentType(`application/json;charset=${charset}`);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });

  for (const target of targets) {
    it.each(["latin1", "ISO-8859-1", "utf-16", "windows-1252"])(
      `refuses ${target.name} declared as charset=%s with VALIDATION_ERROR on body, rather than reading it as UTF-8`,
      async (charset) => {
        const before = await bookingCount();
        const response = await api.call(target.path, {
          method: target.method,
          headers: createHeaders({ "Content-Type": `application/json; charset=${charset}` }),
          rawBody: JSON.stringify({ ...VALID_BODY, customerName: "Zoë Café" }),
        });
        expectValidationError(response, "body");
        expect(response.body.errors).toEqual([{ field: "body", message: expect.stringContaining("UTF-8") }]);
        expect(await bookingCount()).toBe(before);
      },
    );
  }

  it("reports a body in another charset only after the API key is checked", async () => {
    const response = await api.call("/api/external/v1/bookings", {
      method: "POST",
      headers: { "Idempotency-Key": crypto.randomUUID(), "Content-Type": "application/json; charset=latin1" },
      rawBody: JSON.stringify(VALID_BODY),
    });
    expect([response.status, response.body.code]).toEqual([401, "INVALID_API_KEY"]);
  });

  it("refuses a body over the size limit with 413 PAYLOAD_TOO_LARGE and writes nothing", async () => {
    const before = await bookingCount();
    const response = await api.call("/api/external/v1/bookings", {
      method: "POST",
      headers: createHeaders(),
      body: { ...VALID_BODY, notes: "x".repeat(150_000) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ code: "PAYLOAD_TOO_LARGE", message: expect.any(String), requestId: expect.any(String) });
    expect(await bookingCount()).toBe(before);
  });
});

describe("strict typing", () => {
  it.each(["2.5", "2abc", "", "0x10", "-1", "0", "1e1", " 2"])("rejects partySize=%j in the query", async (partySize) => {
    const response = await api.call(`/api/external/v1/availability?date=2026-06-02&partySize=${encodeURIComponent(partySize)}`, {
      headers: merchant.headers,
    });
    expectValidationError(response, "partySize");
  });

  it('rejects "partySize": "2" in a JSON body', async () => {
    const response = await api.call("/api/external/v1/bookings", {
      method: "POST",
      headers: createHeaders(),
      body: { ...VALID_BODY, partySize: "2" },
    });
    expectValidationError(response, "partySize");
  });

  it("rejects an unknown body field on create, naming it", async () => {
    const { partySize, ...rest } = VALID_BODY;
    const response = await api.call("/api/external/v1/bookings", {
      method: "POST",
      headers: createHeaders(),
      body: { ...rest, partysize: partySize },
    });
    expectValidationError(response, "partysize");
    expect(response.body.errors).toContainEqual({ field: "partysize", message: "Unknown field" });
  });

  it("names the field to send when a create carries a field of the returned booking", async () => {
    const response = await api.call("/api/external/v1/bookings", {
      method: "POST",
      headers: createHeaders(),
      body: { ...VALID_BODY, specialNotes: "Window table", bookingTimeUtc: "2026-06-02T17:00:00.000Z", constructor: "x" },
    });
    expectValidationError(response, "specialNotes");
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: "specialNotes", message: "Unknown field specialNotes: send it as notes" },
        { field: "bookingTimeUtc", message: "Unknown field bookingTimeUtc: send it as localDate and localTime" },
        { field: "constructor", message: "Unknown field" },
      ]),
    );
  });

  it("gives no such hint where the body has no field of that name to send instead", async () => {
    const response = await api.call("/api/external/v1/bookings/ABCDEFGH/status", {
      method: "PATCH",
      headers: merchant.headers,
      body: { status: "cancelled", specialNotes: "x" },
    });
    expectValidationError(response, "specialNotes");
    expect(response.body.errors).toContainEqual({ field: "specialNotes", message: "Unknown field" });
  });

  it("ignores unknown query parameters", async () => {
    const response = await api.call("/api/external/v1/availability?date=2026-06-02&partySize=2&utm_source=x", {
      headers: merchant.headers,
    });
    expect(response.status).toBe(200);
  });
});

describe("responses", () => {
  it("never omit an absent optional value: they are null", async () => {
    const response = await api.call("/api/external/v1/bookings", {
      method: "POST",
      headers: createHeaders(),
      body: { customerName: "Only Phone", phone: "+447700900123", partySize: 2, localDate: "2026-06-03", localTime: "18:00" },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email: null, occasionType: null, occasionNote: null, specialNotes: null });
    expect(Object.keys(response.body).sort()).toEqual(
      [
        "bookingRef",
        "bookingTimeUtc",
        "createdAt",
        "customerName",
        "email",
        "id",
        "localDate",
        "localTime",
        "occasionNote",
        "occasionType",
        "partySize",
        "phone",
        "source",
        "specialNotes",
        "status",
      ].sort(),
    );
    expect(response.body.bookingTimeUtc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(response.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
