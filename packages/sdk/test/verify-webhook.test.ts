import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { WebhookSignatureError, WebhookTimestampError, WebhookVerificationError, verifyWebhook } from "../src/index.js";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const otherSecret = "whsec_dGhpcyBpcyBhbm90aGVyIHNlY3JldCE=";
const body = JSON.stringify({
  id: "6f1c2b9e-8d4a-4e7b-9c3f-2a1d0e5b7c84",
  type: "webhook.test",
  createdAt: "2026-06-01T09:00:00.000Z",
  apiVersion: "1.2.0",
  data: { endpointId: "6f1c2b9e-8d4a-4e7b-9c3f-2a1d0e5b7c84", message: "hi" },
});
const now = new Date("2026-06-01T09:00:00.000Z");

function signedHeaders(secrets: string[], at = now, id = "msg_1"): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": secrets.map((key) => new Webhook(key).sign(id, at, body)).join(" "),
  };
}

describe("verifyWebhook", () => {
  it("returns the event when the reference implementation's signature matches", async () => {
    const event = await verifyWebhook(body, signedHeaders([secret]), secret, { now });
    expect(event).toEqual(JSON.parse(body));
    expect(event.type).toBe("webhook.test");
  });

  it("accepts the body as bytes and headers as a Headers object", async () => {
    const event = await verifyWebhook(new TextEncoder().encode(body), new Headers(signedHeaders([secret])), secret, { now });
    const sent: unknown = JSON.parse(body);
    expect(sent).toHaveProperty("id", event.id);
  });

  it("refuses a changed body, a wrong secret and a missing signature", async () => {
    await expect(verifyWebhook(body.replace("hi", "ho"), signedHeaders([secret]), secret, { now })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(verifyWebhook(body, signedHeaders([secret]), otherSecret, { now })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    const { "webhook-signature": _, ...unsigned } = signedHeaders([secret]);
    await expect(verifyWebhook(body, unsigned, secret, { now })).rejects.toMatchObject({ reason: "missing_headers" });
  });

  it("refuses a signature over another message id", async () => {
    const headers = { ...signedHeaders([secret]), "webhook-id": "msg_2" };
    await expect(verifyWebhook(body, headers, secret, { now })).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it("refuses timestamps more than five minutes away, in either direction", async () => {
    const old = signedHeaders([secret], new Date(now.getTime() - 301_000));
    await expect(verifyWebhook(body, old, secret, { now })).rejects.toBeInstanceOf(WebhookTimestampError);
    const future = signedHeaders([secret], new Date(now.getTime() + 301_000));
    await expect(verifyWebhook(body, future, secret, { now })).rejects.toBeInstanceOf(WebhookTimestampError);
    await expect(verifyWebhook(body, old, secret, { now })).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(
      verifyWebhook(body, signedHeaders([secret], new Date(now.getTime() - 299_000)), secret, { now }),
    ).resolves.toBeDefined();
  });

  it("during a rotation, accepts a request signed with both secrets using either one", async () => {
    const both = signedHeaders([otherSecret, secret]);
    await expect(verifyWebhook(body, both, secret, { now })).resolves.toBeDefined();
    await expect(verifyWebhook(body, both, otherSecret, { now })).resolves.toBeDefined();
    await expect(verifyWebhook(body, signedHeaders([secret]), [otherSecret, secret], { now })).resolves.toBeDefined();
  });
});
