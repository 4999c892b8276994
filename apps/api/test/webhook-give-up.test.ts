import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember, type DashboardClient } from "./support/dashboard-client.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { FAST_DELIVERY_ENV, eventually } from "./support/webhook-fixtures.js";
import { startWebhookReceiver, type WebhookReceiver } from "@reservation-api/test-support";

const HOURS_72 = 72 * 3_600_000;

// Delivery runs in the API on its test clock, with the documented 3-day retry window and
// switch-off period; only the first retry delay is short. Sessions outlive the moved clock.
let api: TestApi;
let target: WebhookReceiver;
let answer = 500;
beforeAll(async () => {
  api = await startTestApi({
    now: new Date().toISOString(),
    env: { ...FAST_DELIVERY_ENV, DASHBOARD_SESSION_IDLE_MINUTES: "10000", DASHBOARD_SESSION_MAX_HOURS: "1000" },
  });
  target = await startWebhookReceiver(() => answer);
});
afterAll(async () => {
  await target.close();
  await api.close();
});

const deliveryOf = (admin: DashboardClient, deliveryId: string) => () => admin.trpc.webhooks.delivery.query({ deliveryId });

describe("giving up on an endpoint after 3 days", () => {
  it("fails the delivery, switches the endpoint off as failing, and switching it on delivers again", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const endpoint = await admin.trpc.webhooks.add.mutate({ url: target.url, eventTypes: ["booking.created"] });
    const { deliveryId } = await admin.trpc.webhooks.sendTest.mutate({ endpointId: endpoint.id });
    await eventually(deliveryOf(admin, deliveryId), (delivery) => delivery.attemptCount >= 1);
    const failingSince = (await admin.trpc.webhooks.get.query({ endpointId: endpoint.id })).failingSince;
    expect(failingSince).toBe(api.clock.now().toISOString());

    // Three days and a minute on, still answered 500: the next attempt is the last.
    api.clock.advance(HOURS_72 + 60_000);
    const failed = await eventually(deliveryOf(admin, deliveryId), (delivery) => delivery.status === "failed");
    expect(failed).toMatchObject({ responseStatus: 500, nextAttemptAt: null });
    const off = await eventually(
      () => admin.trpc.webhooks.get.query({ endpointId: endpoint.id }),
      (view) => !view.enabled,
    );
    expect(off).toMatchObject({ enabled: false, disabledReason: "failing" });

    // While off, a new event is not sent.
    const received = target.received.length;
    const whileOff = await admin.trpc.webhooks.sendTest.mutate({ endpointId: endpoint.id });
    expect(await eventually(deliveryOf(admin, whileOff.deliveryId), (delivery) => delivery.status === "failed")).toMatchObject({
      attemptCount: 0,
    });
    expect(target.received.length).toBe(received);

    // The receiver is fixed and the endpoint switched on: its streak is cleared and events flow again.
    answer = 200;
    const on = await admin.trpc.webhooks.setEnabled.mutate({ endpointId: endpoint.id, enabled: true });
    expect(on).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    const { deliveryId: afterwards, eventId } = await admin.trpc.webhooks.sendTest.mutate({ endpointId: endpoint.id });
    await eventually(deliveryOf(admin, afterwards), (delivery) => delivery.status === "succeeded");
    expect(target.received.some((entry) => entry.headers["webhook-id"] === eventId)).toBe(true);
    expect((await admin.trpc.webhooks.resend.mutate({ deliveryId })).status).toBe("pending");
    await eventually(deliveryOf(admin, deliveryId), (delivery) => delivery.status === "succeeded");
    expect((await admin.trpc.webhooks.get.query({ endpointId: endpoint.id })).failingSince).toBeNull();
  });
});
