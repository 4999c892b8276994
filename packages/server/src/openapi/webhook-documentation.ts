import {
  WEBHOOK_HEADER,
  bookingCreatedEventSchema,
  bookingStatusChangedEventSchema,
  bookingUpdatedEventSchema,
  webhookTestEventSchema,
} from "@reservation-api/contract";
import type { z } from "zod";
import { toJsonSchema } from "./to-json-schema.js";

type Schemas = Record<string, unknown>;

const EVENTS = [
  {
    name: "booking.created",
    schema: bookingCreatedEventSchema,
    id: "BookingCreatedEvent",
    summary: "A booking was made (API, dashboard or admin)",
  },
  {
    name: "booking.status_changed",
    schema: bookingStatusChangedEventSchema,
    id: "BookingStatusChangedEvent",
    summary: "A booking's status changed",
  },
  {
    name: "booking.updated",
    schema: bookingUpdatedEventSchema,
    id: "BookingUpdatedEvent",
    summary: "A pending booking's date, time, party size, contact or notes changed",
  },
  { name: "webhook.test", schema: webhookTestEventSchema, id: "WebhookTestEvent", summary: "Test event sent from the dashboard" },
] as const;

const SIGNATURE_HEADERS = [
  { name: WEBHOOK_HEADER.id, description: "The event id; the same on every retry. Deduplicate on it." },
  {
    name: WEBHOOK_HEADER.timestamp,
    description: "Unix seconds when this attempt was signed. Refuse values more than 5 minutes away.",
  },
  {
    name: WEBHOOK_HEADER.signature,
    description:
      "Space-separated `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` keyed by the endpoint's `whsec_` secret (Standard Webhooks). Two entries while a rotated secret is still valid (24 h).",
  },
].map((header) => ({ in: "header", required: true, schema: { type: "string" }, ...header }));

const DELIVERY_RULES =
  "Answer 2xx within 10 seconds. Anything else (including redirects, which are not followed) is retried with exponential backoff and jitter for about 3 days; an endpoint failing for 3 days is disabled. Delivery is at least once and not ordered: deduplicate on `webhook-id`, order by `createdAt`.";

/**
 * The OpenAPI 3.1 `webhooks` section: one POST per event type, the body being the event schema
 * from the contract, plus those schemas under components (zod's `$defs`, re-pointed there).
 */
export function webhookDocumentation(): { webhooks: Record<string, unknown>; schemas: Schemas } {
  const schemas: Schemas = {};
  const webhooks: Record<string, unknown> = {};
  for (const event of EVENTS) {
    Object.assign(schemas, componentSchemas(event.schema));
    webhooks[event.name] = {
      post: {
        operationId: `webhook_${event.name.replace(".", "_")}`,
        summary: event.summary,
        description: DELIVERY_RULES,
        // Sent by the API to the merchant's endpoint: no bearer key; the signature headers authenticate it.
        security: [],
        parameters: SIGNATURE_HEADERS,
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: `#/components/schemas/${event.id}` } } },
        },
        responses: { "200": { description: "Received. Any 2xx counts." } },
      },
    };
  }
  return { webhooks, schemas };
}

function componentSchemas(schema: z.ZodType): Schemas {
  const { $defs } = toJsonSchema(schema) as { $defs?: Schemas };
  return JSON.parse(JSON.stringify($defs ?? {}).replaceAll('"#/$defs/', '"#/components/schemas/')) as Schemas;
}
