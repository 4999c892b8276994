import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { webhookEndpoints } from "@reservation-api/db";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { webhookEventSchema } from "@reservation-api/contract";
import { sendTestWebhookEvent } from "@reservation-api/server";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { startWebhookReceiver, type WebhookReceiver, present } from "@reservation-api/test-support";
import {
  FAST_DELIVERY_ENV,
  TEST_ACTOR,
  deliveriesOf,
  eventually,
  serviceDeps,
  soonLocalDate,
  subscribe,
} from "./support/webhook-fixtures.js";
import { bookingOf } from "./support/response-bodies.js";

let api: TestApi;
let merchant: TestMerchant;
const receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  api = await startTestApi({ now: new Date().toISOString(), env: FAST_DELIVERY_ENV });
  merchant = await api.seedMerchant();
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(() => api.close());

async function receiver(script?: Parameters<typeof startWebhookReceiver>[0]) {
  const started = await startWebhookReceiver(script);
  receivers.push(started);
  return started;
}

async function book(who: TestMerchant, localTime = "19:00") {
  const response = await createBooking(api, who.headers, bookingBody({ localDate: soonLocalDate(), localTime }));
  expect(response.status).toBe(201);
  return bookingOf(response);
}

describe("webhook delivery", () => {
  it("posts a signed booking.created event with the booking as the API returned it", async () => {
    const who = await api.seedMerchant();
    const target = await receiver();
    const endpoint = await subscribe(api.db, who.merchantId, target.url);
    const booking = await book(who);
    const [request] = await target.waitFor(1);
    const verified = new Webhook(endpoint.secret).verify(
      present(request).body,
      present(request).headers as Record<string, string>,
    );
    const event = webhookEventSchema.parse(verified);
    expect(event.type).toBe("booking.created");
    expect(event.data).toEqual({ booking });
    expect(present(request).headers["webhook-id"]).toBe(event.id);
    expect(event.apiVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const [delivery] = await eventually(
      () => deliveriesOf(api.db, endpoint.id),
      (rows) => rows[0]?.status === "succeeded",
    );
    expect(delivery).toMatchObject({ attemptCount: 1, responseStatus: 200, responseBody: "answered 200" });
  });

  it("sends booking.status_changed with the previous and new status, and nothing for a no-op", async () => {
    const who = await api.seedMerchant();
    const target = await receiver();
    await subscribe(api.db, who.merchantId, target.url);
    const booking = await book(who);
    await target.waitFor(1);
    const patch = (status: string) =>
      api.call(`/api/external/v1/bookings/${booking.id}/status`, { method: "PATCH", headers: who.headers, body: { status } });
    expect((await patch("checked-in")).status).toBe(200);
    expect((await patch("checked-in")).status).toBe(200);
    await target.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(target.received).toHaveLength(2);
    const event = webhookEventSchema.parse(JSON.parse(present(target.received[1]).body));
    expect(event.type).toBe("booking.status_changed");
    if (event.type !== "booking.status_changed") return;
    expect(event.data.previousStatus).toBe("pending");
    expect(event.data.status).toBe("checked-in");
    expect(event.data.booking.status).toBe("checked-in");
  });

  it("retries after a 500 and ends succeeded, the receiver seeing the same event twice, its endpoint healthy again", async () => {
    const target = await receiver((index) => (index === 0 ? 500 : 200));
    const endpoint = await subscribe(api.db, merchant.merchantId, target.url);
    await book(merchant);
    const [first, second] = await target.waitFor(2);
    expect(present(second).headers["webhook-id"]).toBe(present(first).headers["webhook-id"]);
    expect(present(second).body).toBe(present(first).body);
    const [delivery] = await eventually(
      () => deliveriesOf(api.db, endpoint.id),
      (rows) => rows[0]?.status === "succeeded",
    );
    expect(present(delivery).attemptCount).toBe(2);
    expect(target.received).toHaveLength(2);
    // The 500 started a failing streak; the success is recorded in the statement that ends it.
    const [stored] = await api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(present(stored).failingSince).toBeNull();
  });

  it("times out a receiver that never answers and retries it", async () => {
    const target = await receiver((index) => (index === 0 ? "hang" : 204));
    const endpoint = await subscribe(api.db, merchant.merchantId, target.url);
    await book(merchant, "20:00");
    const [first, second] = await target.waitFor(2);
    expect(present(second).receivedAt - present(first).receivedAt).toBeGreaterThanOrEqual(3_000);
    const [delivery] = await eventually(
      () => deliveriesOf(api.db, endpoint.id),
      (rows) => rows[0]?.status === "succeeded",
    );
    expect(delivery).toMatchObject({ attemptCount: 2, responseStatus: 204 });
  });

  it("does not follow redirects: a 302 is a failed attempt", async () => {
    const target = await receiver((index) => (index === 0 ? 302 : 200));
    const endpoint = await subscribe(api.db, merchant.merchantId, target.url);
    await book(merchant, "18:00");
    await target.waitFor(2);
    const [delivery] = await eventually(
      () => deliveriesOf(api.db, endpoint.id),
      (rows) => rows[0]?.status === "succeeded",
    );
    expect(present(delivery).attemptCount).toBe(2);
  });

  it("deletes a delivery left behind by a booking that committed while its endpoint was deleted", async () => {
    const who = await api.seedMerchant();
    // Nothing listens on port 9: the delivery stays pending, failing and retried, until its endpoint is gone.
    const endpoint = await subscribe(api.db, who.merchantId, "http://127.0.0.1:9/gone");
    // On the API's clock, as its deliveries are: stamped with the real one, the relay took the test
    // clock's lag behind it for a delay, and the attempt came that much later.
    await sendTestWebhookEvent({ ...serviceDeps(api.db), now: api.clock.now }, who.merchantId, TEST_ACTOR, endpoint.id);
    expect(await deliveriesOf(api.db, endpoint.id)).toHaveLength(1);
    // What the race leaves: the endpoint's row gone, its pending delivery still there.
    await api.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    await eventually(
      () => deliveriesOf(api.db, endpoint.id),
      (rows) => rows.length === 0,
    );
  });
});
