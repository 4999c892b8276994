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

const BASE = "/api/external/v1";
const STATUS_PATH = `${BASE}/bookings/ABCDEFGH/status`;
const BOOKING_PATH = `${BASE}/bookings/ABCDEFGH`;

/** Known paths, a method each does not answer, and the Allow header they must name. */
const WRONG_METHODS: Array<[method: string, path: string, allow: string]> = [
  ["DELETE", `${BASE}/availability`, "GET, HEAD, OPTIONS"],
  ["POST", `${BASE}/availability?date=2026-06-02&partySize=2`, "GET, HEAD, OPTIONS"],
  ["DELETE", `${BASE}/bookings`, "GET, HEAD, POST, OPTIONS"],
  ["PUT", `${BASE}/bookings/`, "GET, HEAD, POST, OPTIONS"],
  ["PUT", STATUS_PATH, "PATCH, OPTIONS"],
  ["GET", STATUS_PATH, "PATCH, OPTIONS"],
  ["HEAD", STATUS_PATH, "PATCH, OPTIONS"],
  ["DELETE", BOOKING_PATH, "GET, HEAD, PATCH, OPTIONS"],
  ["POST", BOOKING_PATH, "GET, HEAD, PATCH, OPTIONS"],
  ["POST", `${BASE}/openapi.json`, "GET, HEAD, OPTIONS"],
  ["DELETE", "/healthz", "GET, HEAD, OPTIONS"],
  ["POST", "/", "GET, HEAD, OPTIONS"],
  ["PUT", "/favicon.ico", "GET, HEAD, OPTIONS"],
];

function expectMethodNotAllowed(response: ApiResponse, allow: string, method: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(405);
  expect(response.headers.get("allow")).toBe(allow);
  if (method === "HEAD") return expect(response.body).toBeUndefined();
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(response.body).toEqual({
    code: "METHOD_NOT_ALLOWED",
    message: expect.stringContaining(allow),
    requestId: response.headers.get("x-request-id"),
  });
}

describe("a known path with a method it does not answer", () => {
  it.each(WRONG_METHODS)("answers %s %s with 405 METHOD_NOT_ALLOWED and Allow: %s", async (method, path, allow) => {
    expectMethodNotAllowed(await api.call(path, { method, headers: merchant.headers }), allow, method);
  });

  it.each(WRONG_METHODS)("answers %s %s with the same 405 before any API key is checked", async (method, path, allow) => {
    expectMethodNotAllowed(await api.call(path, { method }), allow, method);
    expectMethodNotAllowed(
      await api.call(path, { method, headers: { Authorization: "Bearer rsv_live_unknown" } }),
      allow,
      method,
    );
  });

  it("still answers an unknown path 404 NOT_FOUND, without asking for a key", async () => {
    for (const [method, path] of [
      ["DELETE", `${BASE}/nope`],
      ["GET", `${BASE}/bookings/ABCDEFGH/nope`],
      ["OPTIONS", `${BASE}/nope`],
      ["GET", "/nope"],
    ] as const) {
      const response = await api.call(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.code).toBe("NOT_FOUND");
    }
  });
});

describe("OPTIONS", () => {
  it.each([
    [`${BASE}/availability`, "GET, HEAD, OPTIONS"],
    [`${BASE}/bookings`, "GET, HEAD, POST, OPTIONS"],
    [STATUS_PATH, "PATCH, OPTIONS"],
    [BOOKING_PATH, "GET, HEAD, PATCH, OPTIONS"],
    [`${BASE}/openapi.json`, "GET, HEAD, OPTIONS"],
    ["/healthz", "GET, HEAD, OPTIONS"],
    ["/", "GET, HEAD, OPTIONS"],
    ["/favicon.ico", "GET, HEAD, OPTIONS"],
  ])("answers %s with 204 and Allow: %s, and opens no CORS even to a preflight", async (path, allow) => {
    const preflight = {
      Origin: "https://shop.example.com",
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "authorization, x-merchant-id",
    };
    for (const headers of [{}, preflight, merchant.headers]) {
      const response = await api.call(path, { method: "OPTIONS", headers });
      expect(response.status).toBe(204);
      expect(response.headers.get("allow")).toBe(allow);
      expect(response.body).toBeUndefined();
      expect([...response.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
    }
  });
});

describe("HEAD", () => {
  const comparedHeaders = ["content-type", "cache-control", "vary", "ratelimit-policy", "www-authenticate", "location"];
  const sameHeaders = (head: ApiResponse, get: ApiResponse) => {
    for (const name of comparedHeaders) expect(head.headers.get(name), name).toBe(get.headers.get(name));
  };

  it.each([
    ["a valid key", () => merchant.headers],
    ["no key", () => ({})],
    ["a bad query", () => merchant.headers, "?date=tomorrow&partySize=2"],
  ])(
    "answers availability with %s exactly as GET does, without a body",
    async (_label, headers, query = "?date=2026-06-02&partySize=2") => {
      const path = `${BASE}/availability${query}`;
      const get = await api.call(path, { headers: headers() });
      const head = await api.call(path, { method: "HEAD", headers: headers() });
      expect(head.status).toBe(get.status);
      sameHeaders(head, get);
      expect(head.body).toBeUndefined();
    },
  );

  it.each([`${BASE}/bookings?from=2026-06-01&to=2026-06-30`, `${BASE}/openapi.json`, "/healthz", "/", "/favicon.ico"])(
    "answers %s as GET does, without a body",
    async (path) => {
      const get = await fetch(`${api.url}${path}`, { headers: merchant.headers });
      const head = await fetch(`${api.url}${path}`, { method: "HEAD", headers: merchant.headers });
      expect(head.status).toBe(get.status);
      for (const name of comparedHeaders) expect(head.headers.get(name), name).toBe(get.headers.get(name));
      expect((await get.arrayBuffer()).byteLength).toBeGreaterThan(0);
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    },
  );
});
