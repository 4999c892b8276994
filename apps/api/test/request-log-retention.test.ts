import { purgeExpiredRequestLog } from "@reservation-api/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRequestLogRows, waitForRequestLog } from "./support/request-log-reader.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { present } from "@reservation-api/test-support";

const AVAILABILITY = "/api/external/v1/availability?date=2026-06-02&partySize=2";
const DAY_MS = 86_400_000;

let api: TestApi;
beforeAll(async () => {
  // The server's own purge timer keeps ten years, so only the purges this test runs delete anything.
  api = await startTestApi({ now: "2026-05-01T09:00:00.000Z", env: { REQUEST_LOG_RETENTION_DAYS: "3650" } });
});
afterAll(() => api.close());

describe("request log retention", () => {
  it("purges only entries older than the retention period, batch by batch, and concurrent purges share the work", async () => {
    const merchant = await api.seedMerchant({ settings: { maxAdvanceDays: 365 } });
    const call = (requestId: string) => api.call(AVAILABILITY, { headers: { ...merchant.headers, "X-Request-Id": requestId } });
    for (let index = 0; index < 5; index++) await call(`old-${index}`);
    api.clock.advance(2 * DAY_MS);
    await call("kept-edge");
    api.clock.advance(29 * DAY_MS);
    await call("new");
    await waitForRequestLog(api.db, merchant.merchantId, 7);

    // Now the first five are 31 days old, "kept-edge" is 29, "new" is from today.
    const deps = { db: api.db, now: api.clock.now };
    const results = await Promise.all([
      purgeExpiredRequestLog(deps, { retentionDays: 30, batchSize: 2 }),
      purgeExpiredRequestLog(deps, { retentionDays: 30, batchSize: 2 }),
    ]);
    expect(present(results[0]).deleted + present(results[1]).deleted).toBe(5);
    const left = await waitForRequestLog(api.db, merchant.merchantId, 2);
    expect(left.map((entry) => entry.requestId)).toEqual(["new", "kept-edge"]);
    expect(await countRequestLogRows(api.db, merchant.merchantId)).toBe(2);

    api.clock.advance(DAY_MS);
    expect(await purgeExpiredRequestLog(deps, { retentionDays: 30 })).toEqual({ deleted: 0 });
    api.clock.advance(DAY_MS);
    expect(await purgeExpiredRequestLog(deps, { retentionDays: 30 })).toEqual({ deleted: 1 });
    expect((await waitForRequestLog(api.db, merchant.merchantId, 1)).map((entry) => entry.requestId)).toEqual(["new"]);
  });
});
