import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEventSchema } from "@reservation-api/contract";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { startWebhookReceiver, type WebhookReceiver } from "@reservation-api/test-support";
import { FAST_DELIVERY_ENV, deliveriesOf, eventually, subscribe } from "./support/webhook-fixtures.js";
import { bookSteadily, followRealTime } from "./support/webhook-load.js";

// Merchant B's receiver never answers while merchant A's answers at once. A delivery shares
// nothing with another endpoint's: not a job that waits for its slowest member, nor a loop.
const ENDPOINT_CONCURRENCY = 2;
let api: TestApi;
let stopFollowing: () => void;
let merchantA: TestMerchant;
let merchantB: TestMerchant;
let liveA: WebhookReceiver;
let deadB: WebhookReceiver;
beforeAll(async () => {
  api = await startTestApi({
    env: {
      ...FAST_DELIVERY_ENV,
      // A long timeout, so waiting for B's answer would show plainly in A's lag.
      WEBHOOK_TIMEOUT_MS: "10000",
      WEBHOOK_ENDPOINT_CONCURRENCY: String(ENDPOINT_CONCURRENCY),
      // Isolation alone, without the pause that would soon stop B's attempts.
      WEBHOOK_PAUSE_AFTER_TIMEOUTS: "1000",
    },
  });
  stopFollowing = followRealTime(api);
  [merchantA, merchantB] = [await api.seedMerchant(), await api.seedMerchant()];
  [liveA, deadB] = [await startWebhookReceiver(() => 204), await startWebhookReceiver(() => "hang")];
});
afterAll(async () => {
  stopFollowing();
  await Promise.all([liveA.close(), deadB.close()]);
  await api.close();
});

describe("one merchant's endpoint never holds up another's", () => {
  it(
    "delivers A's events at once while B's endpoint hangs, with B's attempts in flight bounded",
    { timeout: 120_000 },
    async () => {
      const endpointA = await subscribe(api.db, merchantA.merchantId, liveA.url);
      await subscribe(api.db, merchantB.merchantId, deadB.url);

      await Promise.all([bookSteadily(api, merchantB, 40, 5), bookSteadily(api, merchantA, 16, 2)]);
      await liveA.waitFor(16, 30_000);

      const lags = liveA.received.map((request) => {
        const event = webhookEventSchema.parse(JSON.parse(request.body));
        return request.receivedAt - Date.parse(event.createdAt);
      });
      // Normally well under half a second; waiting for B's answer would be 10 s.
      expect(Math.max(...lags)).toBeLessThan(3_000);
      const rowsA = await eventually(
        () => deliveriesOf(api.db, endpointA.id),
        (rows) => rows.length === 16 && rows.every((row) => row.status === "succeeded"),
      );
      expect(rowsA.map((row) => row.attemptCount)).toEqual(Array(16).fill(1));
      expect(deadB.received.length).toBeGreaterThan(0);
      expect(deadB.maxOpen()).toBeLessThanOrEqual(ENDPOINT_CONCURRENCY);
    },
  );
});
