import { eq } from "drizzle-orm";
import { apiKeys } from "@reservation-api/db";
import { OPERATOR, revokeApiKey, rotateApiKey } from "@reservation-api/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyEndpoint, everyEndpointWithInvalidInput, type EndpointCall } from "./support/endpoints.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { errorBodyOf } from "./support/response-bodies.js";

let api: TestApi;
let merchant: TestMerchant;
let other: TestMerchant;
beforeAll(async () => {
  api = await startTestApi();
  merchant = await api.seedMerchant();
  other = await api.seedMerchant();
});
afterAll(() => api.close());

const ENDPOINT_NAMES = everyEndpoint({}).map((endpoint) => endpoint.name);

function endpointNamed(name: string, headers: Record<string, string>, invalid = false): EndpointCall {
  const list = invalid ? everyEndpointWithInvalidInput(headers) : everyEndpoint(headers);
  return list.find((endpoint) => endpoint.name === name) as EndpointCall;
}

async function expectError(call: EndpointCall, status: number, code: string) {
  const response = await api.call(call.path, call.request);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(errorBodyOf(response).code).toBe(code);
  expect(errorBodyOf(response).requestId).toBe(response.headers.get("x-request-id"));
  expect(errorBodyOf(response).errors).toBeUndefined();
  if (status === 401) expect(response.headers.get("www-authenticate")).toMatch(/^Bearer realm="reservation-api"/);
  else expect(response.headers.get("www-authenticate")).toBeNull();
}

describe("the WWW-Authenticate challenge of a 401", () => {
  const challenge = async (headers: Record<string, string>) =>
    (await api.call("/api/external/v1/availability?date=2026-06-02&partySize=2", { headers })).headers.get("www-authenticate");

  it("names the realm alone when no bearer key was sent", async () => {
    expect(await challenge({ "X-Merchant-Id": merchant.merchantId })).toBe('Bearer realm="reservation-api"');
    expect(await challenge({ Authorization: "Basic abc", "X-Merchant-Id": merchant.merchantId })).toBe(
      'Bearer realm="reservation-api"',
    );
  });

  it('adds error="invalid_token" when a key was sent and refused', async () => {
    const refused = 'Bearer realm="reservation-api", error="invalid_token"';
    expect(await challenge({ Authorization: "Bearer rsv_live_unknown", "X-Merchant-Id": merchant.merchantId })).toBe(refused);
    expect(
      await challenge({ Authorization: merchant.headers.Authorization as string, "X-Merchant-Id": crypto.randomUUID() }),
    ).toBe(refused);
  });

  it("is absent from answers that are not 401", async () => {
    expect(await challenge(merchant.headers)).toBeNull();
    expect(
      await challenge({ Authorization: merchant.headers.Authorization as string, "X-Merchant-Id": other.merchantId }),
    ).toBeNull();
  });
});

describe.each(ENDPOINT_NAMES)("authentication on %s", (name) => {
  const withHeaders = (headers: Record<string, string>, invalid = false) => endpointNamed(name, headers, invalid);

  it("refuses a request without Authorization with 401 INVALID_API_KEY", async () => {
    await expectError(withHeaders({ "X-Merchant-Id": merchant.merchantId }), 401, "INVALID_API_KEY");
  });

  it.each(["Basic abc", "Bearer", "Bearer ", "bearer a b", "rsv_live_key-without-scheme"])(
    "refuses a malformed Authorization header (%s) with 401 INVALID_API_KEY",
    async (authorization) => {
      await expectError(
        withHeaders({ Authorization: authorization, "X-Merchant-Id": merchant.merchantId }),
        401,
        "INVALID_API_KEY",
      );
    },
  );

  it("refuses an unknown key with 401 INVALID_API_KEY", async () => {
    await expectError(
      withHeaders({ Authorization: "Bearer rsv_live_unknown", "X-Merchant-Id": merchant.merchantId }),
      401,
      "INVALID_API_KEY",
    );
  });

  it("refuses a missing, malformed or unknown X-Merchant-Id with 401 INVALID_API_KEY", async () => {
    const authorization = merchant.headers.Authorization as string;
    await expectError(withHeaders({ Authorization: authorization }), 401, "INVALID_API_KEY");
    await expectError(withHeaders({ Authorization: authorization, "X-Merchant-Id": "merchant-1" }), 401, "INVALID_API_KEY");
    await expectError(
      withHeaders({ Authorization: authorization, "X-Merchant-Id": crypto.randomUUID() }),
      401,
      "INVALID_API_KEY",
    );
  });

  it("refuses a key used for another existing merchant with 403 MERCHANT_MISMATCH", async () => {
    await expectError(
      withHeaders({ Authorization: merchant.headers.Authorization as string, "X-Merchant-Id": other.merchantId }),
      403,
      "MERCHANT_MISMATCH",
    );
  });

  it("reports authentication errors before validation errors", async () => {
    await expectError(withHeaders({ "X-Merchant-Id": merchant.merchantId }, true), 401, "INVALID_API_KEY");
    await expectError(
      withHeaders({ Authorization: merchant.headers.Authorization as string, "X-Merchant-Id": other.merchantId }, true),
      403,
      "MERCHANT_MISMATCH",
    );
  });

  it("refuses a plan without API access with 423 PLAN_NOT_ENTITLED, before billing", async () => {
    const basic = await api.seedMerchant({ plan: "basic" });
    await expectError(withHeaders(basic.headers, true), 423, "PLAN_NOT_ENTITLED");
    const basicAndSuspended = await api.seedMerchant({ plan: "basic", billing: "suspended" });
    await expectError(withHeaders(basicAndSuspended.headers), 423, "PLAN_NOT_ENTITLED");
  });

  it("refuses a merchant whose billing is suspended with 423 BILLING_SUSPENDED", async () => {
    const suspended = await api.seedMerchant({ billing: "suspended" });
    await expectError(withHeaders(suspended.headers, true), 423, "BILLING_SUSPENDED");
  });

  it("refuses a rotated-out key and a revoked key at once", async () => {
    const rotated = await api.seedMerchant();
    await rotateApiKey(api.deps, rotated.merchantId, OPERATOR);
    await expectError(withHeaders(rotated.headers), 401, "INVALID_API_KEY");
    const revoked = await api.seedMerchant();
    await revokeApiKey(api.deps, revoked.merchantId, OPERATOR);
    await expectError(withHeaders(revoked.headers), 401, "INVALID_API_KEY");
  });
});

describe("authentication before the create-specific checks", () => {
  it("reports a bad key before a missing Idempotency-Key", async () => {
    const response = await api.call("/api/external/v1/bookings", {
      method: "POST",
      headers: { Authorization: "Bearer nope", "X-Merchant-Id": merchant.merchantId },
      body: {},
    });
    expect(response.status).toBe(401);
    expect(errorBodyOf(response).code).toBe("INVALID_API_KEY");
  });
});

describe("a method a known path does not have", () => {
  it("is 405 with Allow whatever the credentials: it tells no more about the key than the public OpenAPI document", async () => {
    const credentials = [
      {},
      { Authorization: "Bearer rsv_live_unknown", "X-Merchant-Id": merchant.merchantId },
      { Authorization: merchant.headers.Authorization as string, "X-Merchant-Id": other.merchantId },
      merchant.headers,
    ];
    const answers = [];
    for (const headers of credentials) {
      const response = await api.call("/api/external/v1/availability", { method: "DELETE", headers });
      const { requestId: _requestId, ...body } = errorBodyOf(response);
      answers.push({
        status: response.status,
        allow: response.headers.get("allow"),
        auth: response.headers.get("www-authenticate"),
        body,
      });
    }
    expect(answers[0]).toMatchObject({
      status: 405,
      allow: "GET, HEAD, OPTIONS",
      auth: null,
      body: { code: "METHOD_NOT_ALLOWED" },
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});

describe("key use", () => {
  it("records last_used_at on an authenticated call, and not on a refused one", async () => {
    const fresh = await api.seedMerchant();
    const lastUsed = async () =>
      (await api.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.merchantId, fresh.merchantId)))[0]?.at;
    await api.call("/api/external/v1/availability?date=2026-06-02&partySize=2", {
      headers: { ...fresh.headers, "X-Merchant-Id": other.merchantId },
    });
    expect(await lastUsed()).toBeNull();
    const response = await api.call("/api/external/v1/availability?date=2026-06-02&partySize=2", { headers: fresh.headers });
    expect(response.status).toBe(200);
    expect(await lastUsed()).toEqual(api.clock.now());
  });
});
