import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityEvents } from "@reservation-api/db";
import {
  addWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookDelivery,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendTestWebhookEvent,
  setWebhookEndpointEnabled,
  type WebhookServiceDeps,
} from "@reservation-api/server";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { TEST_ACTOR, deliveriesOf } from "./support/webhook-fixtures.js";
import { present } from "@reservation-api/test-support";

let api: TestApi;
let merchant: TestMerchant;
let other: TestMerchant;
let deps: WebhookServiceDeps;
let strict: WebhookServiceDeps;
beforeAll(async () => {
  api = await startTestApi();
  [merchant, other] = await Promise.all([api.seedMerchant(), api.seedMerchant()]);
  deps = { db: api.db, now: () => new Date(), allowPrivateWebhookUrls: true };
  strict = { ...deps, allowPrivateWebhookUrls: false };
});
afterAll(() => api.close());

/** The merchant's newest activity entry, its details spread beside the action. */
async function lastActivity() {
  const [row] = await api.db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.merchantId, merchant.merchantId))
    .orderBy(desc(activityEvents.id))
    .limit(1);
  return row && { action: row.action, ...row.details, actor: { userId: row.actorUserId, label: row.actorLabel } };
}

const add = (url: string, using = deps, who = merchant) =>
  addWebhookEndpoint(using, who.merchantId, TEST_ACTOR, { url, eventTypes: ["booking.created"] });

describe("refusing unsafe endpoint URLs when they are saved", () => {
  it.each([
    "https://127.0.0.1/hooks",
    "https://10.1.2.3/hooks",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/hooks",
    "https://[::ffff:127.0.0.1]/hooks",
    "https://localhost/hooks",
    "http://hooks.example.com/plain-http",
  ])("refuses %s with a validation error on the url", async (url) => {
    await expect(add(url, strict)).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      reason: { fieldErrors: [{ field: "url" }] },
    });
  });

  it("refuses a host name that does not resolve", async () => {
    await expect(add("https://no-such-host.invalid/hooks", strict)).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("accepts local http targets when private URLs are allowed", async () => {
    expect((await add("http://localhost:9/hooks")).url).toBe("http://localhost:9/hooks");
  });
});

describe("managing endpoints", () => {
  it("adds an endpoint with a whsec_ secret shown once, and lists it without the secret", async () => {
    const endpoint = await add("http://127.0.0.1:9/one");
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = await listWebhookEndpoints(deps, merchant.merchantId);
    expect(listed.find((entry) => entry.id === endpoint.id)).toEqual({
      id: endpoint.id,
      url: "http://127.0.0.1:9/one",
      eventTypes: ["booking.created"],
      enabled: true,
      disabledReason: null,
      failingSince: null,
      timeoutsInARow: 0,
      pausedUntil: null,
      createdAt: endpoint.createdAt,
    });
    expect(await lastActivity()).toMatchObject({
      action: "webhook_endpoint.created",
      endpointId: endpoint.id,
      actor: { userId: TEST_ACTOR.userId, label: TEST_ACTOR.displayName },
    });
  });

  it("treats another merchant's endpoint as not found in every call", async () => {
    const endpoint = await add("http://127.0.0.1:9/mine");
    const foreign = other.merchantId;
    const notFound = { code: "NOT_FOUND" };
    await expect(getWebhookEndpoint(deps, foreign, endpoint.id)).rejects.toMatchObject(notFound);
    await expect(revealWebhookSecret(deps, foreign, TEST_ACTOR, endpoint.id)).rejects.toMatchObject(notFound);
    await expect(rotateWebhookSecret(deps, foreign, TEST_ACTOR, endpoint.id)).rejects.toMatchObject(notFound);
    await expect(sendTestWebhookEvent(deps, foreign, TEST_ACTOR, endpoint.id)).rejects.toMatchObject(notFound);
    await expect(setWebhookEndpointEnabled(deps, foreign, TEST_ACTOR, endpoint.id, false)).rejects.toMatchObject(notFound);
    await expect(deleteWebhookEndpoint(deps, foreign, TEST_ACTOR, endpoint.id)).rejects.toMatchObject(notFound);
    await expect(listWebhookDeliveries(deps, foreign, endpoint.id)).rejects.toMatchObject(notFound);
    const { deliveryId } = await sendTestWebhookEvent(deps, merchant.merchantId, TEST_ACTOR, endpoint.id);
    await expect(getWebhookDelivery(deps, foreign, deliveryId)).rejects.toMatchObject(notFound);
    await expect(resendWebhookDelivery(deps, foreign, TEST_ACTOR, deliveryId)).rejects.toMatchObject(notFound);
    expect(await listWebhookEndpoints(deps, foreign)).toEqual([]);
    expect((await getWebhookEndpoint(deps, merchant.merchantId, endpoint.id)).enabled).toBe(true);
  });

  it("reveals the secret and, after a rotation, both secrets for 24 hours", async () => {
    const endpoint = await add("http://127.0.0.1:9/rotate");
    expect(await revealWebhookSecret(deps, merchant.merchantId, TEST_ACTOR, endpoint.id)).toEqual({
      secret: endpoint.secret,
      previousSecrets: [],
    });
    expect(await lastActivity()).toMatchObject({ action: "webhook_endpoint.secret_revealed" });
    const rotated = await rotateWebhookSecret(deps, merchant.merchantId, TEST_ACTOR, endpoint.id);
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.previousSecrets.map((entry) => entry.secret)).toEqual([endpoint.secret]);
    const hours = (Date.parse(present(rotated.previousSecrets[0]).expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await revealWebhookSecret(deps, merchant.merchantId, TEST_ACTOR, endpoint.id)).toEqual(rotated);
  });

  it("disables, enables and deletes, its deliveries with it", async () => {
    const endpoint = await add("http://127.0.0.1:9/toggle");
    await sendTestWebhookEvent(deps, merchant.merchantId, TEST_ACTOR, endpoint.id);
    expect(await deliveriesOf(api.db, endpoint.id)).toHaveLength(1);
    expect((await setWebhookEndpointEnabled(deps, merchant.merchantId, TEST_ACTOR, endpoint.id, false)).enabled).toBe(false);
    expect(await lastActivity()).toMatchObject({ action: "webhook_endpoint.disabled" });
    expect((await setWebhookEndpointEnabled(deps, merchant.merchantId, TEST_ACTOR, endpoint.id, true)).enabled).toBe(true);
    await deleteWebhookEndpoint(deps, merchant.merchantId, TEST_ACTOR, endpoint.id);
    await expect(getWebhookEndpoint(deps, merchant.merchantId, endpoint.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await lastActivity()).toMatchObject({ action: "webhook_endpoint.deleted", endpointId: endpoint.id });
    expect(await deliveriesOf(api.db, endpoint.id)).toEqual([]);
  });

  it("queues a test event as a pending delivery that lists and shows in detail, and can be resent", async () => {
    const endpoint = await add("http://127.0.0.1:9/test");
    const { deliveryId, eventId } = await sendTestWebhookEvent(deps, merchant.merchantId, TEST_ACTOR, endpoint.id);
    const [listed] = await listWebhookDeliveries(deps, merchant.merchantId, endpoint.id);
    expect(listed).toMatchObject({ id: deliveryId, eventId, eventType: "webhook.test", status: "pending", attemptCount: 0 });
    const detail = await getWebhookDelivery(deps, merchant.merchantId, deliveryId);
    expect(JSON.parse(detail.request.body)).toMatchObject({
      id: eventId,
      type: "webhook.test",
      data: { endpointId: endpoint.id },
    });
    expect((await resendWebhookDelivery(deps, merchant.merchantId, TEST_ACTOR, deliveryId)).status).toBe("pending");
    expect(await lastActivity()).toMatchObject({ action: "webhook_delivery.resent", deliveryId, endpointId: endpoint.id });
  });
});
