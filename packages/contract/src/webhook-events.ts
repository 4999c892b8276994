import { z } from "zod";
import { bookingChangesSchema } from "./booking-changes.js";
import { bookingSchema, bookingStatusSchema, bookingWithoutLocalTimeSchema } from "./booking.js";
import { utcTimestampSchema, uuidSchema } from "./primitives.js";

/** The events an endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = ["booking.created", "booking.status_changed", "booking.updated"] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** Sent only by "send test event", to whichever endpoint asked, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT_TYPE = "webhook.test";

const envelopeFields = {
  id: uuidSchema.meta({ description: "Unique per event; also sent as `webhook-id`. Deduplicate on it." }),
  createdAt: utcTimestampSchema.meta({ description: "When the change was committed; order events by it." }),
  apiVersion: z.string().meta({ description: "The API version the payload is shaped by.", example: "1.3.0" }),
};

export const bookingCreatedEventSchema = z
  .object({
    ...envelopeFields,
    type: z.literal("booking.created"),
    data: z.object({ booking: bookingSchema }),
  })
  .meta({ id: "BookingCreatedEvent", description: "A booking was made, from any source." });

export const bookingStatusChangedEventSchema = z
  .object({
    ...envelopeFields,
    type: z.literal("booking.status_changed"),
    data: z.object({
      booking: bookingWithoutLocalTimeSchema,
      previousStatus: bookingStatusSchema,
      status: bookingStatusSchema,
    }),
  })
  .meta({
    id: "BookingStatusChangedEvent",
    description: "A booking's status changed. Setting a booking to the status it already has sends nothing.",
  });

export const bookingUpdatedEventSchema = z
  .object({
    ...envelopeFields,
    type: z.literal("booking.updated"),
    data: z.object({ booking: bookingSchema, changes: bookingChangesSchema }),
  })
  .meta({
    id: "BookingUpdatedEvent",
    description:
      "A pending booking's date, time, party size, contact or notes changed (API or dashboard). `booking` is the booking after the change. A change that changes nothing sends nothing; a status change sends `booking.status_changed` instead.",
  });

export const webhookTestEventSchema = z
  .object({
    ...envelopeFields,
    type: z.literal(WEBHOOK_TEST_EVENT_TYPE),
    data: z.object({ endpointId: uuidSchema, message: z.string() }),
  })
  .meta({ id: "WebhookTestEvent", description: "Sent on request from the dashboard to check an endpoint." });

export const webhookEventSchema = z.discriminatedUnion("type", [
  bookingCreatedEventSchema,
  bookingStatusChangedEventSchema,
  bookingUpdatedEventSchema,
  webhookTestEventSchema,
]);

export type BookingCreatedEvent = z.infer<typeof bookingCreatedEventSchema>;
export type BookingStatusChangedEvent = z.infer<typeof bookingStatusChangedEventSchema>;
export type BookingUpdatedEvent = z.infer<typeof bookingUpdatedEventSchema>;
export type WebhookTestEvent = z.infer<typeof webhookTestEventSchema>;
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
