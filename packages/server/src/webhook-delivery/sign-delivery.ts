import { API_VERSION, WEBHOOK_HEADER } from "@reservation-api/contract";
import { Webhook } from "standardwebhooks";

/**
 * The Standard Webhooks headers for one attempt. During a secret rotation the body is signed with
 * every active secret, space-separated, so receivers holding either one verify it.
 */
export function signedRequestHeaders(eventId: string, body: string, secrets: string[], at: Date): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(eventId, at, body));
  return {
    "content-type": "application/json",
    "user-agent": `reservation-api-webhooks/${API_VERSION}`,
    [WEBHOOK_HEADER.id]: eventId,
    [WEBHOOK_HEADER.timestamp]: String(Math.floor(at.getTime() / 1000)),
    [WEBHOOK_HEADER.signature]: signatures.join(" "),
  };
}
