import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEventSchema } from "@reservation-api/contract";
import { addWebhookEndpoint } from "@reservation-api/server";
import { bookThrough, changeBooking } from "./support/booking-changes.js";
import { present } from "./support/present.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { startWebhookReceiver, type WebhookReceiver } from "./support/webhook-receiver.js";
import { FAST_DELIVERY_ENV, TEST_ACTOR, serviceDeps, soonLocalDate } from "./support/webhook-fixtures.js";

let api: TestApi;
let target: WebhookReceiver;
beforeAll(async () => {
  api = await startTestApi({ now: new Date().toISOString(), env: FAST_DELIVERY_ENV });
  target = await startWebhookReceiver();
});
afterAll(async () => {
  await target?.close();
  await api.close();
});

describe("booking.updated", () => {
  it("is delivered, signed, with the booking after the change and each changed field's from and to", async () => {
    const merchant = await api.seedMerchant();
    const endpoint = await addWebhookEndpoint(serviceDeps(api.db), merchant.merchantId, TEST_ACTOR, {
      url: target.url,
      eventTypes: ["booking.updated"],
    });
    const booking = await bookThrough(api, merchant, { localDate: soonLocalDate(), localTime: "19:00", partySize: 2 });
    // Changes nothing: sends nothing.
    expect((await changeBooking(api, merchant, booking.id, { partySize: 2 })).status).toBe(200);
    const changed = await changeBooking(api, merchant, booking.id, {
      partySize: 5,
      customerName: "Bea Example",
      phone: "+442079460000",
    });
    expect(changed.status).toBe(200);

    const [request] = await target.waitFor(1);
    const verified = new Webhook(endpoint.secret).verify(
      present(request).body,
      present(request).headers as Record<string, string>,
    );
    const event = webhookEventSchema.parse(verified);
    expect(event.type).toBe("booking.updated");
    expect(event.data).toEqual({
      booking: changed.body,
      changes: {
        partySize: { from: 2, to: 5 },
        customerName: { from: booking.customerName, to: "Bea Example" },
        phone: { from: null, to: "+442079460000" },
      },
    });
    expect(event.apiVersion).toBe("1.3.0");
    // Only the one change was sent: the no-op before it emitted nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(target.received).toHaveLength(1);
  });
});
