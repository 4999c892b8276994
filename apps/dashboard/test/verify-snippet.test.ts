import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyWebhook } from "@reservation-api/sdk";
import { VERIFY_SNIPPET } from "../src/pages/webhooks/verify-snippet.js";

const SECRET = "whsec_dGhlIHNuaXBwZXQncyB0ZXN0IHNlY3JldA==";

/** A delivery as the API signs it (Standard Webhooks: HMAC-SHA256 of id.timestamp.body). */
function signedDelivery(body: string) {
  const id = "msg_snippet";
  const timestamp = String(Math.floor(Date.now() / 1000));
  const key = Buffer.from(SECRET.slice("whsec_".length), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` };
}

describe("the verify snippet on the Webhooks page", () => {
  it("run as shown, gets the verified event rather than a promise of it", async () => {
    const rawBody = JSON.stringify({ id: "evt", type: "webhook.test", createdAt: "now", apiVersion: "1", data: { ok: true } });
    const logged: unknown[][] = [];
    const body = VERIFY_SNIPPET.replace(/^import .*$/m, "");
    const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
    const run = new AsyncFunction("verifyWebhook", "rawBody", "request", "secret", "console", body);
    await run(verifyWebhook, rawBody, { headers: signedDelivery(rawBody) }, SECRET, {
      log: (...values: unknown[]) => logged.push(values),
    });
    expect(logged).toEqual([["webhook.test", { ok: true }]]);
  });
});
