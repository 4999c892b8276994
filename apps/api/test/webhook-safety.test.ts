import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { webhookEndpoints } from "@reservation-api/db";
import { startWebhookDelivery, type RunningWebhookDelivery, type WebhookDeliverySettings } from "@reservation-api/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { startWebhookReceiver, type WebhookReceiver, present } from "@reservation-api/test-support";
import { EMBEDDED_PRIVATE_IPV4_HOSTS } from "./support/embedded-ipv4-hosts.js";
import { deliveriesOf, eventually, subscribe } from "./support/webhook-fixtures.js";

// Bookings are made with the API's test clock; delivery runs here with settings of its own.
let api: TestApi;
let target: WebhookReceiver;
let delivery: RunningWebhookDelivery | undefined;
beforeAll(async () => {
  api = await startTestApi();
  target = await startWebhookReceiver((index) => (index < 1_000 ? 500 : 200));
});
afterEach(async () => {
  await delivery?.stop();
  delivery = undefined;
});
afterAll(async () => {
  await target.close();
  await api.close();
});

const errors: unknown[] = [];
afterEach(() => {
  expect(errors.splice(0)).toEqual([]);
});

async function deliverWith(settings: Partial<WebhookDeliverySettings>, now: () => Date = api.clock.now) {
  delivery = await startWebhookDelivery({
    db: api.db,
    queueSql: api.queueSql,
    settings: { relayIntervalMs: 50, timeoutMs: 3_000, maintenanceIntervalSeconds: 1, jobExpireSeconds: 15, ...settings },
    now,
    onError: (error) => errors.push(error),
  });
}

async function endpointWithOneEvent(url: string) {
  const merchant = await api.seedMerchant();
  const endpoint = await subscribe(api.db, merchant.merchantId, url);
  expect((await createBooking(api, merchant.headers, bookingBody())).status).toBe(201);
  return endpoint;
}

describe("outbound safety at delivery time", () => {
  const port = () => new URL(target.url).port;
  it.each<[string, () => string, RegExp]>([
    ["127.0.0.1", () => `https://127.0.0.1:${port()}/hooks`, /private/],
    ["10.x", () => "https://10.255.255.1/hooks", /private/],
    ["the metadata address", () => "https://169.254.169.254/latest/meta-data", /private/],
    ["IPv6 loopback", () => `https://[::1]:${port()}/hooks`, /private/],
    ...EMBEDDED_PRIVATE_IPV4_HOSTS.map((host): [string, () => string, RegExp] => [
      host,
      () => `https://${host}:${port()}/hooks`,
      /private/,
    ]),
    ["a name resolving to loopback", () => `https://localhost:${port()}/hooks`, /private, loopback/],
    ["plain http", () => target.url, /https/],
  ])("refuses %s, saved while private URLs were allowed, without connecting", async (_, url, reason) => {
    const before = target.received.length;
    const endpoint = await endpointWithOneEvent(url());
    await deliverWith({ allowPrivateUrls: false });
    const [attempted] = await eventually(
      () => deliveriesOf(api.db, endpoint.id),
      (rows) => (rows[0]?.attemptCount ?? 0) >= 1,
    );
    expect(present(attempted).status).toBe("pending");
    expect(present(attempted).responseStatus).toBeNull();
    expect(present(attempted).error).toMatch(reason);
    expect(target.received.length).toBe(before);
  });
});

describe("giving up", () => {
  it("fails a delivery whose next attempt would fall outside the retry window", async () => {
    const endpoint = await endpointWithOneEvent(target.url);
    const later = () => new Date(api.clock.now().getTime() + 3_600_000);
    await deliverWith({ allowPrivateUrls: true, retry: { firstDelayMs: 100, maxDelayMs: 100, retryWindowMs: 3_600_000 } }, later);
    const [failed] = await eventually(
      () => deliveriesOf(api.db, endpoint.id),
      (rows) => rows[0]?.status === "failed",
    );
    expect(failed).toMatchObject({ attemptCount: 1, responseStatus: 500, nextAttemptAt: null });
  });

  it("switches off an endpoint that has failed for the whole period, and fails its waiting deliveries", async () => {
    const endpoint = await endpointWithOneEvent(target.url);
    const start = api.clock.now();
    await api.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(start.getTime() - 72 * 3_600_000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await deliverWith(
      { allowPrivateUrls: true, retry: { firstDelayMs: 100, maxDelayMs: 100, retryWindowMs: 3_600_000 } },
      () => start,
    );
    const [row] = await eventually(
      () => api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)),
      (rows) => rows[0]?.enabled === false,
    );
    expect(present(row).disabledReason).toBe("failing");
    const [stopped] = await eventually(
      () => deliveriesOf(api.db, endpoint.id),
      (rows) => rows[0]?.status === "failed",
    );
    expect(present(stopped).error).toMatch(/disabled/);
  });

  it("keeps an endpoint that failed for less than the period, and stores response bodies capped", async () => {
    const endpoint = await endpointWithOneEvent(target.url);
    await deliverWith({
      allowPrivateUrls: true,
      maxResponseBytes: 5,
      retry: { firstDelayMs: 60_000, maxDelayMs: 60_000, retryWindowMs: 3_600_000 },
    });
    const [waiting] = await eventually(
      () => deliveriesOf(api.db, endpoint.id),
      (rows) => rows[0]?.attemptCount === 1,
    );
    expect(waiting).toMatchObject({ status: "pending", responseStatus: 500, responseBody: "answe" });
    // The endpoint is marked failing just after the attempt is recorded: wait for that write too.
    const [row] = await eventually(
      () => api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)),
      (rows) => rows[0]?.failingSince !== null,
    );
    expect(row).toMatchObject({ enabled: true, failingSince: api.clock.now() });
  });

  it("records an answer whose body holds a NUL byte, which PostgreSQL text cannot store, as U+FFFD", async () => {
    const receiver = createServer((request, response) => {
      request.resume();
      request.on("end", () => response.writeHead(200, { "content-type": "text/plain" }).end(Buffer.from("ok\u0000!")));
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const endpoint = await endpointWithOneEvent(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`);
      await deliverWith({ allowPrivateUrls: true });
      const [delivered] = await eventually(
        () => deliveriesOf(api.db, endpoint.id),
        (rows) => rows[0]?.status === "succeeded",
      );
      expect(delivered).toMatchObject({ responseStatus: 200, responseBody: "ok\uFFFD!" });
    } finally {
      receiver.close();
    }
  });
});
