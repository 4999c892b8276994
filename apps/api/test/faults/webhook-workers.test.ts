import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking } from "../support/booking-requests.js";
import { WORKER_ENTRY, spawnApi, type SpawnedApi } from "../support/spawned-api.js";
import { bookingOf } from "../support/response-bodies.js";
import { startTestApi, type TestApi } from "../support/test-api.js";
import { startWebhookReceiver, type WebhookReceiver, present } from "@reservation-api/test-support";
import { FAST_DELIVERY_ENV, deliveriesOf, eventually, soonLocalDate, subscribe } from "../support/webhook-fixtures.js";

// Separate worker processes share the queue through PostgreSQL: not possible on PGlite.
describe.runIf(process.env.DATABASE_URL)("webhook worker processes", () => {
  let api: TestApi;
  const workers: SpawnedApi[] = [];
  const receivers: WebhookReceiver[] = [];
  beforeAll(async () => {
    api = await startTestApi({ now: new Date().toISOString() });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop("SIGKILL")));
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  });
  afterAll(() => api.close());

  async function worker(env: Record<string, string> = {}) {
    const started = await spawnApi(
      { ...FAST_DELIVERY_ENV, DATABASE_URL: present(api.databaseUrl), ...env },
      90_000,
      WORKER_ENTRY,
    );
    workers.push(started);
    return started;
  }

  async function receiver(script?: Parameters<typeof startWebhookReceiver>[0]) {
    const started = await startWebhookReceiver(script);
    receivers.push(started);
    return started;
  }

  it("lose nothing when the delivering process is killed mid-delivery: delivered after a restart", async () => {
    const target = await receiver((index) => (index === 0 ? "hang" : 200));
    const merchant = await api.seedMerchant();
    const endpoint = await subscribe(api.db, merchant.merchantId, target.url);
    // A timeout longer than the test waits: the first attempt is still in flight when killed.
    const first = await worker({ WEBHOOK_TIMEOUT_MS: "60000", WEBHOOK_JOB_EXPIRE_SECONDS: "3" });
    expect((await createBooking(api, merchant.headers, bookingBody({ localDate: soonLocalDate() }))).status).toBe(201);
    await target.waitFor(1);
    first.process.kill("SIGKILL");
    expect(await first.exited).toBeNull();
    expect(
      (await createBooking(api, merchant.headers, bookingBody({ localDate: soonLocalDate(), localTime: "20:00" }))).status,
    ).toBe(201);

    await worker({ WEBHOOK_TIMEOUT_MS: "60000", WEBHOOK_JOB_EXPIRE_SECONDS: "3" });
    const rows = await eventually(
      () => deliveriesOf(api.db, endpoint.id),
      (found) => found.length === 2 && found.every((row) => row.status === "succeeded"),
      30_000,
    );
    expect(rows.map((row) => row.attemptCount)).toEqual([1, 1]);
    const ids = target.received.map((request) => request.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(2);
    // The killed attempt's event arrived twice (at least once is the promise), the other once.
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(ids.find((id, index) => index > 0 && id === ids[0]));
  });

  it("two workers deliver 1,000 events, none twice and none lost", { timeout: 300_000 }, async () => {
    const target = await receiver(() => 200);
    const merchant = await api.seedMerchant();
    const endpoint = await subscribe(api.db, merchant.merchantId, target.url);
    // The receiver shares this busy test process: a generous timeout keeps slow answers from
    // counting as failures, so every event should arrive exactly once, in its first attempt.
    const patient = { WEBHOOK_TIMEOUT_MS: "10000", WEBHOOK_JOB_EXPIRE_SECONDS: "30" };
    await Promise.all([worker(patient), worker(patient)]);
    const times = ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30"];
    const bookings = await Promise.all(
      times.map(async (localTime) =>
        bookingOf(await createBooking(api, merchant.headers, bookingBody({ localDate: soonLocalDate(), localTime }))),
      ),
    );
    // 8 creates, then 124 status changes per booking: 8 + 992 = 1,000 events.
    await Promise.all(
      bookings.map(async (booking) => {
        for (let change = 0; change < 124; change++) {
          const status = change % 2 === 0 ? "checked-in" : "pending";
          const response = await api.call(`/api/external/v1/bookings/${booking.id}/status`, {
            method: "PATCH",
            headers: merchant.headers,
            body: { status },
          });
          expect(response.status).toBe(200);
        }
      }),
    );
    await target.waitFor(1_000, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const ids = target.received.map((request) => request.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(1_000);
    expect(ids).toHaveLength(1_000);
    const rows = await deliveriesOf(api.db, endpoint.id);
    expect(rows.filter((row) => row.status === "succeeded" && row.attemptCount === 1)).toHaveLength(1_000);
  });
});
