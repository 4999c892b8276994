import { eq } from "drizzle-orm";
import { webhookEndpoints } from "@reservation-api/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember } from "./support/dashboard-client.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { startWebhookReceiver, type WebhookReceiver, present } from "@reservation-api/test-support";
import { FAST_DELIVERY_ENV, deliveriesOf, eventually, subscribe } from "./support/webhook-fixtures.js";
import { bookDistinct, followRealTime } from "./support/webhook-load.js";

// One attempt at a time to the endpoint, a 1 s timeout, paused after 2 timeouts in a row for 6 s.
let api: TestApi;
let stopFollowing: () => void;
let merchant: TestMerchant;
let answer: "hang" | 204 = "hang";
let target: WebhookReceiver;
beforeAll(async () => {
  api = await startTestApi({
    env: {
      ...FAST_DELIVERY_ENV,
      WEBHOOK_TIMEOUT_MS: "1000",
      WEBHOOK_ENDPOINT_CONCURRENCY: "1",
      WEBHOOK_PAUSE_AFTER_TIMEOUTS: "2",
      WEBHOOK_MIN_PAUSE_MS: "6000",
    },
  });
  stopFollowing = followRealTime(api);
  merchant = await api.seedMerchant();
  target = await startWebhookReceiver(() => answer);
});
afterAll(async () => {
  stopFollowing();
  await target.close();
  await api.close();
});

const endpointRow = async (endpointId: string) =>
  present((await api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)))[0]);

describe("an endpoint that keeps timing out", () => {
  it(
    "is paused without attempting its due deliveries, and a probe that succeeds resumes it with its backlog",
    { timeout: 120_000 },
    async () => {
      const endpoint = await subscribe(api.db, merchant.merchantId, target.url);
      await bookDistinct(api, merchant);
      await bookDistinct(api, merchant);
      const paused = await eventually(
        () => endpointRow(endpoint.id),
        (row) => row.pausedUntil !== null,
      );
      expect(paused.timeoutsInARow).toBeGreaterThanOrEqual(2);
      const attemptsBeforePause = target.received.length;
      // The dashboard shows the pause: how many timeouts, and when the next try is.
      const admin = await signedInMember(api, merchant.merchantId);
      const [listed] = await admin.trpc.webhooks.list.query();
      expect(listed).toMatchObject({ id: endpoint.id, enabled: true, timeoutsInARow: paused.timeoutsInARow });
      expect(present(listed).pausedUntil).not.toBeNull();

      // Eight more events and the first two's retries come due while it is paused: none is attempted.
      for (let n = 0; n < 8; n++) await bookDistinct(api, merchant);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(Date.now()).toBeLessThan(present(paused.pausedUntil).getTime());
      expect(target.received.length).toBe(attemptsBeforePause);
      const waiting = await deliveriesOf(api.db, endpoint.id);
      expect(waiting.filter((row) => row.status === "pending")).toHaveLength(10);

      // Once the pause is over, one probe goes; it is answered, so the rest follow.
      answer = 204;
      const delivered = await eventually(
        () => deliveriesOf(api.db, endpoint.id),
        (rows) => rows.every((row) => row.status === "succeeded"),
        30_000,
      );
      expect(delivered).toHaveLength(10);
      expect(target.received.length).toBe(attemptsBeforePause + 10);
      expect(present(target.received[attemptsBeforePause]).receivedAt).toBeGreaterThanOrEqual(
        present(paused.pausedUntil).getTime() - 50,
      );
      expect(await endpointRow(endpoint.id)).toMatchObject({ pausedUntil: null, timeoutsInARow: 0, failingSince: null });
      expect(await admin.trpc.webhooks.get.query({ endpointId: endpoint.id })).toMatchObject({
        pausedUntil: null,
        timeoutsInARow: 0,
      });
    },
  );
});
