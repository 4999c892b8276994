import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objectContaining, stringMatching } from "../support/asymmetric-matchers.js";
import { eq } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "@reservation-api/db";
import { rejectionOf, signedInMember, type DashboardClient } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";
import { EMBEDDED_PRIVATE_IPV4_HOSTS } from "../support/embedded-ipv4-hosts.js";

// A public address literal: accepted with private URLs switched off, and no DNS lookup needed.
const PUBLIC_URL = "https://93.184.216.34/hooks";
const EVENTS = ["booking.created" as const];

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function endpointAndDeliveryOf(admin: DashboardClient) {
  const endpoint = await admin.trpc.webhooks.add.mutate({ url: PUBLIC_URL, eventTypes: EVENTS });
  const { deliveryId } = await admin.trpc.webhooks.sendTest.mutate({ endpointId: endpoint.id });
  return { endpoint, deliveryId };
}

async function snapshotOf(merchantId: string): Promise<string> {
  const endpoints = await api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.merchantId, merchantId));
  const deliveries = await api.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.merchantId, merchantId));
  return JSON.stringify({ endpoints, deliveries });
}

describe("webhooks in the dashboard", () => {
  it("lets an admin add, reveal, rotate, test, disable and delete an endpoint, each change in the activity log under the admin's name", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const added = await admin.trpc.webhooks.add.mutate({ url: PUBLIC_URL, eventTypes: EVENTS });
    expect(added.secret).toMatch(/^whsec_/);
    const listed = await admin.trpc.webhooks.list.query();
    expect(listed).toEqual([objectContaining({ id: added.id, url: PUBLIC_URL, eventTypes: EVENTS, enabled: true })]);
    expect(JSON.stringify(listed)).not.toContain(added.secret);

    expect((await admin.trpc.webhooks.revealSecret.mutate({ endpointId: added.id })).secret).toBe(added.secret);
    const rotated = await admin.trpc.webhooks.rotateSecret.mutate({ endpointId: added.id });
    expect(rotated.previousSecrets.map((entry) => entry.secret)).toEqual([added.secret]);
    expect(rotated.secret).not.toBe(added.secret);
    const { deliveryId } = await admin.trpc.webhooks.sendTest.mutate({ endpointId: added.id });
    const deliveries = await admin.trpc.webhooks.deliveries.query({ endpointId: added.id });
    expect(deliveries.map((delivery) => [delivery.id, delivery.eventType])).toEqual([[deliveryId, "webhook.test"]]);
    const detail = await admin.trpc.webhooks.delivery.query({ deliveryId });
    expect(JSON.parse(detail.request.body)).toMatchObject({ type: "webhook.test" });
    expect((await admin.trpc.webhooks.resend.mutate({ deliveryId })).status).toBe("pending");
    expect((await admin.trpc.webhooks.setEnabled.mutate({ endpointId: added.id, enabled: false })).enabled).toBe(false);
    expect(await admin.trpc.webhooks.delete.mutate({ endpointId: added.id })).toEqual({ deleted: true });
    expect(await admin.trpc.webhooks.list.query()).toEqual([]);

    const activity = await admin.trpc.activity.list.query();
    const webhookEntries = activity.items.filter((item) => item.action.startsWith("webhook"));
    expect(webhookEntries.map((item) => item.action).reverse()).toEqual([
      "webhook_endpoint.created",
      "webhook_endpoint.secret_revealed",
      "webhook_endpoint.secret_rotated",
      "webhook_endpoint.test_sent",
      "webhook_delivery.resent",
      "webhook_endpoint.disabled",
      "webhook_endpoint.deleted",
    ]);
    for (const entry of webhookEntries) {
      expect(entry).toMatchObject({
        actorKind: "user",
        actor: `Name of ${admin.email}`,
        details: objectContaining({ endpointId: added.id }),
      });
    }
  });

  it("answers a refused URL with a field error on url: plain http, loopback and private addresses while the switch is off", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    for (const url of [
      "http://93.184.216.34/hooks",
      "https://127.0.0.1/hooks",
      "https://10.0.0.8/hooks",
      "https://169.254.169.254/latest",
    ]) {
      const refusal = await rejectionOf(admin.trpc.webhooks.add.mutate({ url, eventTypes: EVENTS }));
      expect(refusal.data?.code, url).toBe("BAD_REQUEST");
      expect(refusal.data?.fieldErrors, url).toEqual([objectContaining({ field: "url" })]);
    }
    const noEvents = await rejectionOf(admin.trpc.webhooks.add.mutate({ url: PUBLIC_URL, eventTypes: [] }));
    expect(noEvents.data?.fieldErrors).toEqual([objectContaining({ field: "eventTypes" })]);
    expect(await admin.trpc.webhooks.list.query()).toEqual([]);
  });

  it("refuses every IPv6 form that carries a non-public IPv4 address, in both spellings, and accepts a public IPv6 address", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    for (const host of EMBEDDED_PRIVATE_IPV4_HOSTS) {
      const url = `https://${host}/hooks`;
      const refusal = await rejectionOf(admin.trpc.webhooks.add.mutate({ url, eventTypes: EVENTS }));
      expect(refusal.data?.fieldErrors, url).toEqual([objectContaining({ field: "url", message: stringMatching(/private/) })]);
    }
    expect(await admin.trpc.webhooks.list.query()).toEqual([]);
    const added = await admin.trpc.webhooks.add.mutate({ url: "https://[2606:4700:4700::1111]/hooks", eventTypes: EVENTS });
    expect(added.url).toBe("https://[2606:4700:4700::1111]/hooks");
  });

  it("lets a viewer read endpoints and deliveries but refuses every change and every secret", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const viewer = await signedInMember(api, merchant.merchantId, { role: "viewer" });
    const { endpoint, deliveryId } = await endpointAndDeliveryOf(admin);
    expect((await viewer.trpc.webhooks.list.query()).map((item) => item.id)).toEqual([endpoint.id]);
    expect((await viewer.trpc.webhooks.deliveries.query({ endpointId: endpoint.id })).map((item) => item.id)).toEqual([
      deliveryId,
    ]);
    expect((await viewer.trpc.webhooks.delivery.query({ deliveryId })).id).toBe(deliveryId);
    const before = await snapshotOf(merchant.merchantId);

    const id = { endpointId: endpoint.id };
    const refusals = await Promise.all([
      rejectionOf(viewer.trpc.webhooks.add.mutate({ url: PUBLIC_URL, eventTypes: EVENTS })),
      rejectionOf(viewer.trpc.webhooks.revealSecret.mutate(id)),
      rejectionOf(viewer.trpc.webhooks.rotateSecret.mutate(id)),
      rejectionOf(viewer.trpc.webhooks.sendTest.mutate(id)),
      rejectionOf(viewer.trpc.webhooks.setEnabled.mutate({ ...id, enabled: false })),
      rejectionOf(viewer.trpc.webhooks.delete.mutate(id)),
      rejectionOf(viewer.trpc.webhooks.resend.mutate({ deliveryId })),
    ]);
    for (const refusal of refusals) {
      expect(refusal.data?.httpStatus).toBe(403);
      expect(refusal.message).not.toContain(endpoint.secret);
    }
    expect(await snapshotOf(merchant.merchantId)).toBe(before);
  });

  it("answers NOT_FOUND to merchant A's admin for every one of merchant B's endpoint and delivery ids, and changes nothing of B", async () => {
    const merchantA = await api.seedMerchant();
    const merchantB = await api.seedMerchant();
    const adminA = await signedInMember(api, merchantA.merchantId);
    const adminB = await signedInMember(api, merchantB.merchantId);
    const { endpoint, deliveryId } = await endpointAndDeliveryOf(adminB);
    const before = await snapshotOf(merchantB.merchantId);

    const id = { endpointId: endpoint.id };
    // Made one at a time: a call started early could reject before anything awaits it.
    const calls: Array<[string, () => Promise<unknown>]> = [
      ["get", () => adminA.trpc.webhooks.get.query(id)],
      ["deliveries", () => adminA.trpc.webhooks.deliveries.query(id)],
      ["delivery", () => adminA.trpc.webhooks.delivery.query({ deliveryId })],
      ["revealSecret", () => adminA.trpc.webhooks.revealSecret.mutate(id)],
      ["rotateSecret", () => adminA.trpc.webhooks.rotateSecret.mutate(id)],
      ["sendTest", () => adminA.trpc.webhooks.sendTest.mutate(id)],
      ["setEnabled", () => adminA.trpc.webhooks.setEnabled.mutate({ ...id, enabled: false })],
      ["delete", () => adminA.trpc.webhooks.delete.mutate(id)],
      ["resend", () => adminA.trpc.webhooks.resend.mutate({ deliveryId })],
    ];
    for (const [name, call] of calls) {
      const refusal = await rejectionOf(call());
      expect(refusal.data?.code, name).toBe("NOT_FOUND");
      expect(refusal.message, name).not.toContain(endpoint.secret);
    }
    expect(await adminA.trpc.webhooks.list.query()).toEqual([]);
    expect(await snapshotOf(merchantB.merchantId)).toBe(before);
    expect((await adminB.trpc.webhooks.get.query(id)).enabled).toBe(true);
  });

  it("answers a malformed id with a field error, not a server error", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const refusal = await rejectionOf(admin.trpc.webhooks.get.query({ endpointId: "not-an-id" }));
    expect(refusal.data?.code).toBe("BAD_REQUEST");
    expect(refusal.data?.fieldErrors).toEqual([objectContaining({ field: "endpointId" })]);
  });

  it("shows a paused endpoint's timeouts and next try, and switching it off and on again clears the pause", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const added = await admin.trpc.webhooks.add.mutate({ url: PUBLIC_URL, eventTypes: EVENTS });
    expect(added).toMatchObject({ timeoutsInARow: 0, pausedUntil: null });
    // What delivery leaves after 5 timeouts in a row (webhook-endpoint-pause.test.ts makes it for real).
    const pausedUntil = new Date("2026-06-01T09:01:30.000Z");
    await api.db.update(webhookEndpoints).set({ timeoutsInARow: 5, pausedUntil }).where(eq(webhookEndpoints.id, added.id));
    const [listed] = await admin.trpc.webhooks.list.query();
    expect(listed).toMatchObject({ enabled: true, timeoutsInARow: 5, pausedUntil: pausedUntil.toISOString() });

    await admin.trpc.webhooks.setEnabled.mutate({ endpointId: added.id, enabled: false });
    const restarted = await admin.trpc.webhooks.setEnabled.mutate({ endpointId: added.id, enabled: true });
    expect(restarted).toMatchObject({ enabled: true, timeoutsInARow: 0, pausedUntil: null });
  });
});
