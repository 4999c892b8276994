import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ServerEvent } from "@reservation-api/server";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { startWebhookReceiver, type WebhookReceiver } from "@reservation-api/test-support";
import { FAST_DELIVERY_ENV, eventually, soonLocalDate, subscribe } from "./support/webhook-fixtures.js";

let api: TestApi;
const stops: (() => void)[] = [];
const receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  api = await startTestApi({ now: new Date().toISOString(), env: FAST_DELIVERY_ENV, captureLogs: true });
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(() => api.close());

/** Every event the server emits from now until the test ends. */
function listen(): ServerEvent[] {
  const events: ServerEvent[] = [];
  stops.push(api.subscribe((event) => void events.push(event)));
  return events;
}

const ofType = <T extends ServerEvent["type"]>(events: ServerEvent[], type: T) =>
  events.filter((event): event is Extract<ServerEvent, { type: T }> => event.type === type);

describe("the observer hook", () => {
  it("tells a subscriber each answered request with its status, operation and merchant", async () => {
    const merchant = await api.seedMerchant();
    const events = listen();
    const created = await createBooking(api, merchant.headers, bookingBody({ localDate: soonLocalDate() }));
    expect(created.status).toBe(201);
    const unauthorised = await api.call("/api/external/v1/bookings", { method: "GET" });
    expect(unauthorised.status).toBe(401);
    const answered = ofType(events, "request.answered");
    expect(answered).toHaveLength(2);
    expect(answered[0]).toMatchObject({
      method: "POST",
      path: "/api/external/v1/bookings",
      operationId: "createBooking",
      status: 201,
      merchantId: merchant.merchantId,
    });
    expect(answered[0]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(answered[1]).toMatchObject({ method: "GET", status: 401, merchantId: undefined });
  });

  it("tells of a booking created and of its status changed, but not of a replayed create", async () => {
    const merchant = await api.seedMerchant();
    const events = listen();
    const body = bookingBody({ localDate: soonLocalDate() });
    const key = crypto.randomUUID();
    const created = await createBooking(api, merchant.headers, body, key);
    expect(created.status).toBe(201);
    const replayed = await createBooking(api, merchant.headers, body, key);
    expect(replayed.body).toEqual(created.body);
    const patch = (status: string) =>
      api.call(`/api/external/v1/bookings/${created.body.id}/status`, {
        method: "PATCH",
        headers: merchant.headers,
        body: { status },
      });
    expect((await patch("checked-in")).status).toBe(200);
    // The same status again changes nothing, so it tells nothing either.
    expect((await patch("checked-in")).status).toBe(200);
    expect(ofType(events, "booking.changed")).toEqual([
      { type: "booking.changed", merchantId: merchant.merchantId, bookingId: created.body.id, change: "created" },
      { type: "booking.changed", merchantId: merchant.merchantId, bookingId: created.body.id, change: "status" },
    ]);
  });

  it("tells of each webhook delivery attempt once it is recorded", async () => {
    const merchant = await api.seedMerchant();
    const target = await startWebhookReceiver();
    receivers.push(target);
    const endpoint = await subscribe(api.db, merchant.merchantId, target.url);
    const events = listen();
    expect((await createBooking(api, merchant.headers, bookingBody({ localDate: soonLocalDate() }))).status).toBe(201);
    const attempts = await eventually(
      () => Promise.resolve(ofType(events, "delivery.attempted")),
      (seen) => seen.length > 0,
    );
    expect(attempts[0]).toMatchObject({
      endpointId: endpoint.id,
      merchantId: merchant.merchantId,
      outcome: "succeeded",
      status: 200,
    });
    expect(attempts[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("answers the request when a listener throws, logs it once, and still tells the other listeners", async () => {
    const merchant = await api.seedMerchant();
    stops.push(
      api.subscribe(() => {
        throw new Error("listener broke");
      }),
    );
    const events = listen();
    const first = await createBooking(api, merchant.headers, bookingBody({ localDate: soonLocalDate() }));
    const second = await createBooking(api, merchant.headers, bookingBody({ localDate: soonLocalDate(), localTime: "19:30" }));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(ofType(events, "booking.changed")).toHaveLength(2);
    expect(ofType(events, "request.answered")).toHaveLength(2);
    expect(api.logs.filter((line) => line.includes("listener broke"))).toHaveLength(1);
  });

  it("stops telling a listener once it unsubscribed", async () => {
    const merchant = await api.seedMerchant();
    const events: ServerEvent[] = [];
    const stop = api.subscribe((event) => void events.push(event));
    stop();
    expect((await createBooking(api, merchant.headers, bookingBody({ localDate: soonLocalDate() }))).status).toBe(201);
    expect(events).toEqual([]);
  });
});
