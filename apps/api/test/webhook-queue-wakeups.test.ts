import type { SqlExecutor } from "@reservation-api/db";
import { seedWaitingDeliveries, startWebhookReceiver, type WebhookReceiver } from "@reservation-api/test-support";
import { startWebhookDelivery, type RunningWebhookDelivery } from "@reservation-api/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { eventually, subscribe } from "./support/webhook-fixtures.js";

// Delivery's fetch loop fetches jobs when the relay wakes it. Its polling is switched off here, so
// every fetch counted below is a wake-up; an empty one costs the queue as much as a full one.
let api: TestApi;
let target: WebhookReceiver;
let delivery: RunningWebhookDelivery | undefined;
let fetches = 0;
const errors: unknown[] = [];
beforeAll(async () => {
  api = await startTestApi();
  target = await startWebhookReceiver();
});
afterEach(async () => {
  await delivery?.stop();
  delivery = undefined;
  expect(errors.splice(0)).toEqual([]);
});
afterAll(async () => {
  await target.close();
  await api.close();
});

const countingFetches: SqlExecutor = (text, values) => {
  if (/WITH next as \(\s*SELECT id/.test(text)) fetches++;
  return api.queueSql(text, values);
};

/** `now` is the clock the waiting events were stamped with: the API's test clock, or the database's. */
async function startDelivery(now: () => Date) {
  delivery = await startWebhookDelivery({
    db: api.db,
    queueSql: countingFetches,
    settings: { allowPrivateUrls: true, relayIntervalMs: 50, pollIntervalMs: 3_600_000, maintenanceIntervalSeconds: 3_600 },
    now,
    onError: (error) => errors.push(error),
  });
  // The loop fetches once as it starts.
  await eventually(
    () => fetches,
    (made) => made > 0,
  );
  await fetchesSettled();
}

/** Waits until no fetch has been made for a quarter of a second. */
async function fetchesSettled() {
  for (let seen = -1; seen !== fetches;) {
    seen = fetches;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const arrived = (count: number) =>
  eventually(
    () => target.received.length,
    (received) => received >= count,
  );

describe("waking the delivery loops", () => {
  it("fetches once for one new event, not again after the job", async () => {
    const merchant = await api.seedMerchant();
    await subscribe(api.db, merchant.merchantId, target.url);
    await startDelivery(api.clock.now);
    const before = target.received.length;
    fetches = 0;

    expect((await createBooking(api, merchant.headers, bookingBody())).status).toBe(201);
    await arrived(before + 1);
    await fetchesSettled();
    expect(fetches).toBe(1);
  });

  it("keeps fetching while more jobs wait than the process has room for", async () => {
    const merchant = await api.seedMerchant();
    await subscribe(api.db, merchant.merchantId, target.url);
    const before = target.received.length;
    // 250 deliveries: ten jobs of 25, with room for four at a time (concurrency 100).
    await seedWaitingDeliveries(api.db, { merchantId: merchant.merchantId, count: 250, payload: { type: "booking.created" } });
    await startDelivery(() => new Date());
    await arrived(before + 250);
  });
});
