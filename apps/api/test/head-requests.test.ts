import { getRequestLogEntry } from "@reservation-api/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForRequestLog } from "./support/request-log-reader.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { present } from "@reservation-api/test-support";

const AVAILABILITY = "/api/external/v1/availability?date=2026-06-02&partySize=2";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_BURST: "5", RATE_LIMIT_PER_SECOND: "1" } });
});
afterAll(() => api.close());

/**
 * HEAD runs the GET it mirrors: a caller cannot get around the budget or the request log by
 * asking for headers only.
 */
describe("HEAD on an API endpoint", () => {
  it("spends the merchant's rate-limit budget as GET does, and is refused 429 once it is spent", async () => {
    const merchant = await api.seedMerchant();
    const methods = ["HEAD", "GET", "HEAD", "HEAD", "GET", "HEAD"];
    const responses = [];
    for (const method of methods) responses.push(await api.call(AVAILABILITY, { method, headers: merchant.headers }));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(responses.slice(0, 5).map((response) => response.headers.get("ratelimit")?.match(/r=(\d+)/)?.[1])).toEqual([
      "4",
      "3",
      "2",
      "1",
      "0",
    ]);
    const limited = present(responses[5]);
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(limited.body).toBeUndefined();
  });

  it("is request-logged as its GET: same endpoint, status, code and headers; method HEAD and no response body, as none was sent", async () => {
    const merchant = await api.seedMerchant();
    const get = await api.call(AVAILABILITY, { headers: merchant.headers });
    const head = await api.call(AVAILABILITY, { method: "HEAD", headers: merchant.headers });
    const invalidHead = await api.call("/api/external/v1/availability?date=soon&partySize=2", {
      method: "HEAD",
      headers: merchant.headers,
    });
    expect([get.status, head.status, invalidHead.status]).toEqual([200, 200, 400]);

    const [invalidEntry, headEntry, getEntry] = await waitForRequestLog(api.db, merchant.merchantId, 3);
    expect(headEntry).toMatchObject({ method: "HEAD", requestId: head.headers.get("x-request-id") });
    expect(getEntry).toMatchObject({ method: "GET", requestId: get.headers.get("x-request-id") });
    const sameAsGet = ({ operation, path, status, errorCode }: typeof getEntry & object) => ({
      operation,
      path,
      status,
      errorCode,
    });
    expect(sameAsGet(present(headEntry))).toEqual(sameAsGet(present(getEntry)));
    expect(invalidEntry).toMatchObject({
      method: "HEAD",
      operation: "getAvailability",
      status: 400,
      errorCode: "VALIDATION_ERROR",
    });

    const options = { apiBaseUrl: "https://api.example.com" };
    const headDetail = await getRequestLogEntry(api, merchant.merchantId, present(headEntry).id, options);
    const getDetail = await getRequestLogEntry(api, merchant.merchantId, present(getEntry).id, options);
    const { ratelimit: _headBudget, ...headHeaders } = headDetail.responseHeaders;
    const { ratelimit: _getBudget, ...getHeaders } = getDetail.responseHeaders;
    expect(headHeaders).toEqual(getHeaders);
    expect(getDetail.responseBody).not.toBeNull();
    expect(headDetail.responseBody).toBeNull();
    expect(headDetail.curl.command).toMatch(/^curl --head 'https:\/\/api\.example\.com\/api\/external\/v1\/availability\?/);

    // The dashboard's method filter is by endpoint: GET finds the HEADs of GET endpoints too.
    expect(await waitForRequestLog(api.db, merchant.merchantId, 3, { method: "GET" })).toHaveLength(3);
  });
});
