import { z } from "zod";
import { singleLineText } from "./stored-text.js";
import { webhookEventTypeSchema } from "./webhook-events.js";

export const WEBHOOK_URL_MAX_LENGTH = 2_048;

/** What a merchant gives when adding an endpoint; where the URL may point is checked by the server. */
export const webhookEndpointInputSchema = z.object({
  // A URL keeps what it was given; a bidi control in it would make the dashboard show another address.
  url: singleLineText(z.url({ protocol: /^https?$/, error: "Expected an absolute http(s) URL" }).max(WEBHOOK_URL_MAX_LENGTH)),
  eventTypes: z
    .array(webhookEventTypeSchema)
    .min(1, "Subscribe to at least one event type")
    .refine((types) => new Set(types).size === types.length, "Each event type once"),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;
