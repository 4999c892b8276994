import { API_OPERATION_METHODS } from "@reservation-api/contract";
import { getRequestLogEntry, listRequestLog } from "@reservation-api/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking, CREATE_PATH } from "./support/booking-requests.js";
import { countRequestLogRows, requestLogTableText, waitForRequestLog } from "./support/request-log-reader.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { present } from "@reservation-api/test-support";
import { errorBodyOf } from "./support/response-bodies.js";
import { stringMatching } from "./support/asymmetric-matchers.js";
import { openApiOperationsOf } from "./support/openapi-operations.js";

const NOW = "2026-06-01T09:00:00.000Z";
const AVAILABILITY = "/api/external/v1/availability?date=2026-06-02&partySize=2";
const BASE_URL = "https://api.example.com";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: NOW });
});
afterAll(() => api.close());

describe("request log capture", () => {
  it("records a 201, a 400 with field errors and a 409 conflict with their status, code, request id and bodies", async () => {
    const merchant = await api.seedMerchant();
    const key = crypto.randomUUID();
    const body = bookingBody();
    const created = await createBooking(api, merchant.headers, body, key);
    const invalid = await createBooking(api, merchant.headers, { ...body, partySize: "2", surprise: true });
    const conflict = await createBooking(api, merchant.headers, { ...body, partySize: 3 }, key);
    expect([created.status, invalid.status, conflict.status]).toEqual([201, 400, 409]);

    const entries = await waitForRequestLog(api.db, merchant.merchantId, 3);
    expect(entries.map((entry) => [entry.status, entry.errorCode, entry.requestId])).toEqual([
      [409, "CONFLICT", conflict.headers.get("x-request-id")],
      [400, "VALIDATION_ERROR", invalid.headers.get("x-request-id")],
      [201, null, created.headers.get("x-request-id")],
    ]);
    expect(
      entries.every((entry) => entry.operation === "createBooking" && entry.method === "POST" && entry.path === CREATE_PATH),
    ).toBe(true);
    expect(entries[0]?.keyPrefix).toBe(merchant.apiKey.slice(0, 15));

    const invalidDetail = await getRequestLogEntry(api, merchant.merchantId, present(entries[1]).id, { apiBaseUrl: BASE_URL });
    expect(JSON.parse(present(invalidDetail.requestBody).text)).toEqual({ ...body, partySize: "2", surprise: true });
    expect(JSON.parse(present(invalidDetail.responseBody).text)).toEqual(invalid.body);
    expect(present(invalidDetail.responseBody).text).toContain('"field":"partySize"');
    const createdDetail = await getRequestLogEntry(api, merchant.merchantId, present(entries[2]).id, { apiBaseUrl: BASE_URL });
    expect(JSON.parse(present(createdDetail.responseBody).text)).toEqual(created.body);
    expect(createdDetail).toMatchObject({
      idempotencyKey: key,
      replayed: false,
      clientAddress: stringMatching(/127\.0\.0\.1/),
    });
    expect(createdDetail.requestHeaders).toMatchObject({
      "content-type": "application/json",
      "x-merchant-id": merchant.merchantId,
    });
  });

  it("marks a replayed create as a replay, with the key it was sent with", async () => {
    const merchant = await api.seedMerchant();
    const key = crypto.randomUUID();
    const body = bookingBody();
    await createBooking(api, merchant.headers, body, key);
    const replay = await createBooking(api, merchant.headers, body, key);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const [latest, first] = await waitForRequestLog(api.db, merchant.merchantId, 2);
    const replayDetail = await getRequestLogEntry(api, merchant.merchantId, present(latest).id, { apiBaseUrl: BASE_URL });
    const firstDetail = await getRequestLogEntry(api, merchant.merchantId, present(first).id, { apiBaseUrl: BASE_URL });
    expect([replayDetail.replayed, firstDetail.replayed]).toEqual([true, false]);
    expect(replayDetail.idempotencyKey).toBe(key);
    expect(replayDetail.responseHeaders["idempotent-replayed"]).toBe("true");
  });

  it("logs 403 MERCHANT_MISMATCH and a missing merchant header under the key's merchant only, and 423 refusals", async () => {
    const owner = await api.seedMerchant();
    const other = await api.seedMerchant();
    const suspended = await api.seedMerchant({ billing: "suspended" });
    const noMerchant = await api.call(AVAILABILITY, { headers: { Authorization: present(owner.headers.Authorization) } });
    expect([noMerchant.status, errorBodyOf(noMerchant).code]).toEqual([401, "INVALID_API_KEY"]);
    const mismatch = await api.call(AVAILABILITY, { headers: { ...owner.headers, "X-Merchant-Id": other.merchantId } });
    const locked = await api.call(AVAILABILITY, { headers: suspended.headers });
    expect([mismatch.status, errorBodyOf(mismatch).code, locked.status, errorBodyOf(locked).code]).toEqual([
      403,
      "MERCHANT_MISMATCH",
      423,
      "BILLING_SUSPENDED",
    ]);

    const [ownerEntry, noMerchantEntry] = await waitForRequestLog(api.db, owner.merchantId, 2);
    expect(ownerEntry).toMatchObject({ status: 403, errorCode: "MERCHANT_MISMATCH", requestId: errorBodyOf(mismatch).requestId });
    expect(noMerchantEntry).toMatchObject({
      status: 401,
      errorCode: "INVALID_API_KEY",
      requestId: errorBodyOf(noMerchant).requestId,
    });
    const [lockedEntry] = await waitForRequestLog(api.db, suspended.merchantId, 1);
    expect(lockedEntry).toMatchObject({ status: 423, errorCode: "BILLING_SUSPENDED", operation: "getAvailability" });
    // The other merchant never sees a request made with someone else's key.
    expect(await countRequestLogRows(api.db, other.merchantId)).toBe(0);
  });

  it("does not log requests whose key is invalid or missing", async () => {
    const merchant = await api.seedMerchant();
    const before = await countRequestLogRows(api.db);
    const wrongKey = await api.call(AVAILABILITY, {
      headers: { ...merchant.headers, Authorization: "Bearer rsv_live_not-a-key" },
    });
    const noKey = await api.call(AVAILABILITY, { headers: { "X-Merchant-Id": merchant.merchantId } });
    expect([wrongKey.status, noKey.status]).toEqual([401, 401]);
    // A later request of the same merchant is flushed, so the refused ones had their chance too.
    await api.call(AVAILABILITY, { headers: merchant.headers });
    const entries = await waitForRequestLog(api.db, merchant.merchantId, 1);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.status).toBe(200);
    expect(await countRequestLogRows(api.db)).toBe(before + 1);
  });

  it("never stores the key or the Authorization header, even when a caller puts the key in the body or query", async () => {
    const merchant = await api.seedMerchant();
    const secret = merchant.apiKey.slice(15);
    await api.call(`${AVAILABILITY}&api_key=${merchant.apiKey}`, { headers: merchant.headers });
    await createBooking(api, merchant.headers, bookingBody({ notes: `my key is ${merchant.apiKey}` }));
    await waitForRequestLog(api.db, merchant.merchantId, 2);
    const stored = await requestLogTableText(api.db);
    expect(stored).toContain(merchant.merchantId);
    expect(stored).toContain("rsv_live_[REDACTED]");
    expect(stored).not.toContain(merchant.apiKey);
    expect(stored).not.toContain(secret);
    expect(stored.toLowerCase()).not.toContain("authorization");
    expect(stored).not.toContain("Bearer");
  });

  it("caps bodies at 8 KB and marks them truncated", async () => {
    const merchant = await api.seedMerchant();
    const notes = "é".repeat(900) + "x".repeat(9_000);
    const response = await createBooking(api, merchant.headers, bookingBody({ notes }));
    expect(response.status).toBe(400);
    const [entry] = await waitForRequestLog(api.db, merchant.merchantId, 1);
    const detail = await getRequestLogEntry(api, merchant.merchantId, present(entry).id, { apiBaseUrl: BASE_URL });
    expect(detail.requestBody?.truncated).toBe(true);
    expect(Buffer.byteLength(present(detail.requestBody).text)).toBeLessThanOrEqual(8 * 1024);
    expect(present(detail.requestBody).text.startsWith('{"customerName"')).toBe(true);
    expect(detail.responseBody?.truncated).toBe(false);
    expect(detail.curl.complete).toBe(false);
  });

  it("records a malformed body as received, even one holding a NUL character", async () => {
    const merchant = await api.seedMerchant();
    const response = await api.call(CREATE_PATH, {
      method: "POST",
      headers: { ...merchant.headers, "Idempotency-Key": crypto.randomUUID(), "Content-Type": "application/json" },
      rawBody: '{"customerName": "Ann\u0000',
    });
    expect(response.status).toBe(400);
    const [entry] = await waitForRequestLog(api.db, merchant.merchantId, 1);
    const detail = await getRequestLogEntry(api, merchant.merchantId, present(entry).id, { apiBaseUrl: BASE_URL });
    expect(detail.requestBody?.text).toBe('{"customerName": "Ann\uFFFD');
  });
});

describe("request log reading", () => {
  it("filters by status class, endpoint, method, time range and request id", async () => {
    const merchant = await api.seedMerchant();
    const early = api.clock.now();
    await api.call(AVAILABILITY, { headers: merchant.headers });
    await createBooking(api, merchant.headers, bookingBody({ partySize: 0 }));
    api.clock.advance(60_000);
    const later = api.clock.now();
    const tagged = await api.call(AVAILABILITY, { headers: { ...merchant.headers, "X-Request-Id": "trace-filter-1" } });
    await api.call("/api/external/v1/bookings/nope/status", {
      method: "PATCH",
      headers: merchant.headers,
      body: { status: "cancelled" },
    });
    await waitForRequestLog(api.db, merchant.merchantId, 4);
    const read = async (query: Parameters<typeof listRequestLog>[2]) =>
      (await listRequestLog(api, merchant.merchantId, query)).entries.map((entry) => `${entry.method} ${entry.status}`);

    expect(await read({ statusClass: "2xx" })).toEqual(["GET 200", "GET 200"]);
    expect(await read({ statusClass: "4xx" })).toEqual(["PATCH 404", "POST 400"]);
    expect(await read({ statusClass: "5xx" })).toEqual([]);
    expect(await read({ operation: "updateBookingStatus" })).toEqual(["PATCH 404"]);
    expect(await read({ method: "POST" })).toEqual(["POST 400"]);
    expect(await read({ method: "GET", operation: "listBookings" })).toEqual([]);
    expect(await read({ method: "DELETE" })).toEqual([]);
    expect(await read({ from: later.toISOString() })).toEqual(["PATCH 404", "GET 200"]);
    expect(await read({ from: early.toISOString(), to: later.toISOString() })).toEqual(["POST 400", "GET 200"]);
    expect(await read({ requestId: "trace-filter-1" })).toEqual(["GET 200"]);
    expect(tagged.headers.get("x-request-id")).toBe("trace-filter-1");
  });

  it("pages newest first with a cursor, without gaps or repeats, also across a filter", async () => {
    const merchant = await api.seedMerchant();
    const requestIds: string[] = [];
    for (let index = 0; index < 7; index++) {
      const id = `page-${index}`;
      requestIds.push(id);
      await api.call(AVAILABILITY, { headers: { ...merchant.headers, "X-Request-Id": id } });
      if (index % 2 === 0) api.clock.advance(1_000);
    }
    await waitForRequestLog(api.db, merchant.merchantId, 7);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listRequestLog(api, merchant.merchantId, {
        limit: 3,
        statusClass: "2xx",
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.entries.map((entry) => entry.requestId));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...requestIds].reverse());
  });

  it("names endpoints by the operationIds and methods of the OpenAPI document", async () => {
    const document = await api.call("/api/external/v1/openapi.json");
    const documented: Record<string, string> = {};
    for (const operations of Object.values(openApiOperationsOf(document.body).paths)) {
      for (const [method, operation] of Object.entries(operations)) documented[operation.operationId] = method.toUpperCase();
    }
    expect(documented).toEqual(API_OPERATION_METHODS);
  });

  it("refuses a cursor or filter it does not understand with a field error", async () => {
    const merchant = await api.seedMerchant();
    await expect(listRequestLog(api, merchant.merchantId, { cursor: "not-a-cursor" })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      reason: { fieldErrors: [{ field: "cursor" }] },
    });
    await expect(listRequestLog(api, merchant.merchantId, { statusClass: "6xx" as "5xx" })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      reason: { fieldErrors: [{ field: "statusClass" }] },
    });
  });

  it("shows a merchant only its own entries: another merchant's entry id is not found", async () => {
    const first = await api.seedMerchant();
    const second = await api.seedMerchant();
    await api.call(AVAILABILITY, { headers: first.headers });
    await api.call(AVAILABILITY, { headers: second.headers });
    const [firstEntry] = await waitForRequestLog(api.db, first.merchantId, 1);
    const [secondEntry] = await waitForRequestLog(api.db, second.merchantId, 1);
    expect(firstEntry?.id).not.toBe(secondEntry?.id);
    await expect(
      getRequestLogEntry(api, second.merchantId, present(firstEntry).id, { apiBaseUrl: BASE_URL }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(getRequestLogEntry(api, second.merchantId, "abc", { apiBaseUrl: BASE_URL })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const secondList = await listRequestLog(api, second.merchantId, { requestId: present(firstEntry).requestId });
    expect(secondList.entries).toEqual([]);
  });

  it("gives a curl line that repeats the request without the key", async () => {
    const merchant = await api.seedMerchant();
    const key = crypto.randomUUID();
    await createBooking(api, merchant.headers, bookingBody({ customerName: "Ann O'Hara" }), key);
    const [entry] = await waitForRequestLog(api.db, merchant.merchantId, 1);
    const detail = await getRequestLogEntry(api, merchant.merchantId, present(entry).id, { apiBaseUrl: `${BASE_URL}/` });
    expect(detail.curl.complete).toBe(true);
    expect(detail.curl.command).toContain(`curl -X 'POST' '${BASE_URL}${CREATE_PATH}' -H "Authorization: Bearer $API_KEY"`);
    expect(detail.curl.command).toContain(`-H 'X-Merchant-Id: ${merchant.merchantId}'`);
    expect(detail.curl.command).toContain(`-H 'Idempotency-Key: ${key}'`);
    expect(detail.curl.command).toContain(`"customerName":"Ann O'\\''Hara"`);
    expect(detail.curl.command).not.toContain(merchant.apiKey.slice(15));
  });
});
