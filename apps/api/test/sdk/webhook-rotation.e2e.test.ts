import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMember, type DashboardClient } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";
import { FAST_DELIVERY_ENV } from "../support/webhook-fixtures.js";
import { present, startWebhookReceiver, type WebhookReceiver } from "@reservation-api/test-support";
import { WebhookSignatureError, verifyWebhook } from "@reservation-api/sdk";

const HOUR = 3_600_000;

// The API's clock starts 25 hours in the past, so the first test's last step lands at the real
// now, where the reference verifier (which reads the real clock) accepts the timestamp. Sessions
// outlive the day the clock is moved through.
let api: TestApi;
let target: WebhookReceiver;
beforeAll(async () => {
  api = await startTestApi({
    now: new Date(Date.now() - 25 * HOUR).toISOString(),
    env: { ...FAST_DELIVERY_ENV, DASHBOARD_SESSION_IDLE_MINUTES: "10000", DASHBOARD_SESSION_MAX_HOURS: "1000" },
  });
  target = await startWebhookReceiver();
});
afterAll(async () => {
  await target.close();
  await api.close();
});

async function endpointOfNewMerchant() {
  const merchant = await api.seedMerchant();
  const admin = await signedInMember(api, merchant.merchantId);
  const endpoint = await admin.trpc.webhooks.add.mutate({ url: target.url, eventTypes: ["booking.created"] });
  return { admin, endpoint };
}

/** Sends a test event now (on the API's clock) and answers the request the receiver got for it. */
async function deliveredTestEvent(admin: DashboardClient, endpointId: string) {
  const { eventId } = await admin.trpc.webhooks.sendTest.mutate({ endpointId });
  for (;;) {
    const request = target.received.find((entry) => entry.headers["webhook-id"] === eventId);
    if (request) return { body: request.body, headers: request.headers as Record<string, string> };
    await target.waitFor(target.received.length + 1);
  }
}

const verifies = async (request: { body: string; headers: Record<string, string> }, secret: string) =>
  verifyWebhook(request.body, request.headers, secret, { now: api.clock.now() }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof WebhookSignatureError) return false;
      throw error;
    },
  );

describe("secret rotations within a day", () => {
  it("keeps every secret rotated away less than 24 hours ago verifying, through two and three rotations, and drops each at its own 24 hours", async () => {
    const { admin, endpoint } = await endpointOfNewMerchant();
    const rotate = async () => (await admin.trpc.webhooks.rotateSecret.mutate({ endpointId: endpoint.id })).secret;
    const secrets = [endpoint.secret];

    api.clock.advance(HOUR);
    secrets.push(await rotate());
    api.clock.advance(HOUR);
    secrets.push(await rotate()); // the second rotation in a day
    const afterTwo = await deliveredTestEvent(admin, endpoint.id);
    expect(present(afterTwo.headers["webhook-signature"]).split(" ")).toHaveLength(3);
    for (const secret of secrets) expect(await verifies(afterTwo, secret), secret).toBe(true);

    api.clock.advance(HOUR);
    secrets.push(await rotate()); // the third
    const afterThree = await deliveredTestEvent(admin, endpoint.id);
    for (const secret of secrets) expect(await verifies(afterThree, secret), secret).toBe(true);
    const revealed = await admin.trpc.webhooks.revealSecret.mutate({ endpointId: endpoint.id });
    expect(revealed.secret).toBe(secrets[3]);
    expect(revealed.previousSecrets.map((entry) => entry.secret)).toEqual([secrets[2], secrets[1], secrets[0]]);

    // 24 hours after the first rotation, the original secret is gone; the others are not.
    api.clock.set(new Date(api.clock.now().getTime() + 22 * HOUR + 1));
    const dayLater = await deliveredTestEvent(admin, endpoint.id);
    expect(present(dayLater.headers["webhook-signature"]).split(" ")).toHaveLength(3);
    expect(await verifies(dayLater, present(secrets[0]))).toBe(false);
    for (const secret of secrets.slice(1)) {
      expect(await verifies(dayLater, secret), secret).toBe(true);
      expect(new Webhook(secret).verify(dayLater.body, dayLater.headers)).toEqual(JSON.parse(dayLater.body));
    }
    expect(() => new Webhook(present(secrets[0])).verify(dayLater.body, dayLater.headers)).toThrow();
    const later = await admin.trpc.webhooks.revealSecret.mutate({ endpointId: endpoint.id });
    expect(later.previousSecrets.map((entry) => entry.secret)).toEqual([secrets[2], secrets[1]]);
  });

  it("keeps every secret of rotations made at once, none lost to another", async () => {
    const { admin, endpoint } = await endpointOfNewMerchant();
    const rotated = await Promise.all(
      [1, 2, 3, 4].map(() => admin.trpc.webhooks.rotateSecret.mutate({ endpointId: endpoint.id })),
    );
    const revealed = await admin.trpc.webhooks.revealSecret.mutate({ endpointId: endpoint.id });
    const signing = [revealed.secret, ...revealed.previousSecrets.map((entry) => entry.secret)];
    expect(new Set(signing)).toEqual(new Set([endpoint.secret, ...rotated.map((result) => result.secret)]));
  });

  it("keeps at most five rotated-away secrets: a sixth rotation within a day retires the oldest early, as documented", async () => {
    const { admin, endpoint } = await endpointOfNewMerchant();
    const secrets = [endpoint.secret];
    for (let rotation = 0; rotation < 6; rotation++) {
      api.clock.advance(60_000);
      secrets.push((await admin.trpc.webhooks.rotateSecret.mutate({ endpointId: endpoint.id })).secret);
    }
    const delivered = await deliveredTestEvent(admin, endpoint.id);
    expect(present(delivered.headers["webhook-signature"]).split(" ")).toHaveLength(6);
    expect(await verifies(delivered, present(secrets[0]))).toBe(false);
    for (const secret of secrets.slice(1)) expect(await verifies(delivered, secret), secret).toBe(true);
  });
});
