import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, CREATE_PATH } from "./support/booking-requests.js";
import { signedInMember } from "./support/dashboard-client.js";
import { rawRequest } from "./support/raw-request.js";
import { requestLogTableText, waitForRequestLog } from "./support/request-log-reader.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { errorBodyOf } from "./support/response-bodies.js";
import { z } from "zod";

/** A server log line, as far as this test reads it. */
const logLineSchema = z.looseObject({ requestId: z.string().optional() });

const AVAILABILITY = "/api/external/v1/availability?date=2026-06-02&partySize=2";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEY_TAG = "rsv_live_";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ captureLogs: true });
});
afterAll(() => api.close());

/** The key prefix the log shows on purpose to tell keys apart; the rest is secret. */
const DISPLAYED_PREFIX_LENGTH = KEY_TAG.length + 6;

/**
 * The runs of a key's secret between `_` and `-`, which an encoding may have rewritten: none of
 * them may appear, whichever form the key was sent in.
 */
function secretPieces(key: string): string[] {
  const pieces = key
    .slice(DISPLAYED_PREFIX_LENGTH)
    .split(/[_-]/)
    .filter((piece) => piece.length >= 6);
  expect(pieces.length).toBeGreaterThan(0);
  return pieces;
}

function expectNoPartOfKey(text: string, key: string): void {
  for (const piece of secretPieces(key)) expect(text).not.toContain(piece);
}

describe("a key sent as X-Request-Id", () => {
  it("is not echoed, stored or logged: the server issues its own id and uses it everywhere", async () => {
    const merchant = await api.seedMerchant();
    const response = await api.call(AVAILABILITY, { headers: { ...merchant.headers, "X-Request-Id": merchant.apiKey } });
    expect(response.status).toBe(200);
    const issued = response.headers.get("x-request-id") ?? "";
    expect(issued).toMatch(UUID);

    const [entry] = await waitForRequestLog(api.db, merchant.merchantId, 1);
    expect(entry?.requestId).toBe(issued);
    expectNoPartOfKey(await requestLogTableText(api.db), merchant.apiKey);
    const logs = api.logs.join("\n");
    expectNoPartOfKey(logs, merchant.apiKey);
    expect(api.logs.some((line) => logLineSchema.parse(JSON.parse(line)).requestId === issued)).toBe(true);
  });

  it("is not echoed by the dashboard's endpoint or in an error body either", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const cookie = `${[...member.state.cookies].map(([name, value]) => `${name}=${value}`).join("; ")}`;
    const dashboard = await fetch(`${api.url}/dashboard/trpc/auth.session`, {
      headers: { Cookie: cookie, "X-Request-Id": merchant.apiKey },
    });
    expect(dashboard.headers.get("x-request-id")).toMatch(UUID);
    const refused = await api.call(AVAILABILITY, { headers: { "X-Request-Id": merchant.apiKey } });
    expect(refused.status).toBe(401);
    expect(errorBodyOf(refused).requestId).toMatch(UUID);
    expect(refused.headers.get("x-request-id")).toBe(errorBodyOf(refused).requestId);
  });

  it("still echoes an ordinary request id, so callers' logs and ours line up", async () => {
    const merchant = await api.seedMerchant();
    const response = await api.call(AVAILABILITY, { headers: { ...merchant.headers, "X-Request-Id": "order-42.retry-1" } });
    expect(response.headers.get("x-request-id")).toBe("order-42.retry-1");
    const [entry] = await waitForRequestLog(api.db, merchant.merchantId, 1);
    expect(entry?.requestId).toBe("order-42.retry-1");
  });
});

describe("a key in an encoded form", () => {
  it("is redacted from the stored log and the viewer's curl line when %5F-encoded in the query or \\u005f-escaped in the body", async () => {
    const merchant = await api.seedMerchant();
    const key = merchant.apiKey;
    const percentEncoded = key.replaceAll("_", "%5F");
    const lowerHex = key.replaceAll("_", "%5f");
    const jsonEscaped = key.replaceAll("_", "\\u005f");
    await api.call(`${AVAILABILITY}&api_key=${percentEncoded}&backup=${lowerHex}`, { headers: merchant.headers });
    const body = JSON.stringify(bookingBody({ notes: "KEY" })).replace("KEY", `my key is ${jsonEscaped}`);
    const created = await api.call(CREATE_PATH, {
      method: "POST",
      headers: { ...merchant.headers, "Idempotency-Key": crypto.randomUUID(), "Content-Type": "application/json" },
      rawBody: body,
    });
    expect(created.status).toBe(201);
    const entries = await waitForRequestLog(api.db, merchant.merchantId, 2);

    expectNoPartOfKey(await requestLogTableText(api.db), key);
    const viewer = await signedInMember(api, merchant.merchantId, { role: "viewer" });
    for (const entry of entries) {
      const detail = await viewer.trpc.requestLog.get.query({ id: entry.id });
      expect(detail.curl.command).toContain(`${KEY_TAG}[REDACTED]`);
      expectNoPartOfKey(JSON.stringify(detail), key);
    }
    expectNoPartOfKey(api.logs.join("\n"), key);
  });

  it("is redacted from the server's log lines and the stored path when sent in the path", async () => {
    const merchant = await api.seedMerchant();
    const key = merchant.apiKey;
    const forms = [key, key.replaceAll("_", "%5F"), key.replaceAll("_", "%255f"), key.replaceAll("_", "\\u005f")];
    for (const form of forms) {
      const response = await rawRequest(api.url, `/api/external/v1/bookings/${form}/status`, {
        method: "PATCH",
        headers: { ...merchant.headers, "Content-Type": "application/json" },
      });
      expect(response.status).toBeLessThan(500);
    }
    const unknownRoute = await rawRequest(api.url, `/api/external/v1/${key.replaceAll("_", "%5F")}`);
    expect(unknownRoute.status).toBe(404);
    // The router decodes percent-encoding, not JSON escapes: the last form matches no endpoint
    // and so is not the merchant's to log, but the server's log line has it all the same.
    await waitForRequestLog(api.db, merchant.merchantId, forms.length - 1);

    const logs = api.logs.join("\n");
    expectNoPartOfKey(logs, key);
    expect(logs).toContain(`${KEY_TAG}[REDACTED]`);
    expectNoPartOfKey(await requestLogTableText(api.db), key);
  });
});
