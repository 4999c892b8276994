import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking } from "../support/booking-requests.js";
import { startTestApi, type TestApi } from "../support/test-api.js";
import { FAST_DELIVERY_ENV, revealSecret, rotateSecret, soonLocalDate, subscribe } from "../support/webhook-fixtures.js";
import { present, startWebhookReceiver, type WebhookReceiver } from "@reservation-api/test-support";
import { WebhookSignatureError, verifyWebhook } from "@reservation-api/sdk";

let api: TestApi;
let target: WebhookReceiver;
beforeAll(async () => {
  api = await startTestApi({ now: new Date().toISOString(), env: FAST_DELIVERY_ENV });
  target = await startWebhookReceiver();
});
afterAll(async () => {
  await target.close();
  await api.close();
});

const headersOf = (index: number) => present(target.received[index]).headers as Record<string, string>;

describe("verifying real deliveries", () => {
  it("verifies with the SDK helper and the reference verifier, before and during a secret rotation", async () => {
    const merchant = await api.seedMerchant();
    const endpoint = await subscribe(api.db, merchant.merchantId, target.url);
    const book = async (localTime: string) =>
      expect((await createBooking(api, merchant.headers, bookingBody({ localDate: soonLocalDate(), localTime }))).status).toBe(
        201,
      );

    await book("19:00");
    await target.waitFor(1);
    const event = await verifyWebhook(present(target.received[0]).body, headersOf(0), endpoint.secret);
    expect(event.type).toBe("booking.created");
    expect(new Webhook(endpoint.secret).verify(present(target.received[0]).body, headersOf(0))).toEqual(event);

    const rotated = await rotateSecret(api.db, merchant.merchantId, endpoint.id);
    await book("20:00");
    await target.waitFor(2);
    const body = present(target.received[1]).body;
    expect(present(headersOf(1)["webhook-signature"]).split(" ")).toHaveLength(2);
    for (const secret of [endpoint.secret, rotated.secret]) {
      expect((await verifyWebhook(body, headersOf(1), secret)).type).toBe("booking.created");
      expect(new Webhook(secret).verify(body, headersOf(1))).toEqual(JSON.parse(body));
    }
    await expect(verifyWebhook(body, headersOf(1), "whsec_dGhpcyBpcyBhbm90aGVyIHNlY3JldCE=")).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    const revealed = await revealSecret(api.db, merchant.merchantId, endpoint.id);
    expect(revealed.previousSecrets.map((entry) => entry.secret)).toEqual([endpoint.secret]);
  });
});
