import { z } from "zod";

/** Which endpoint of the signed-in merchant; any other merchant's id is simply not found. */
export const webhookEndpointIdInputSchema = z.object({ endpointId: z.uuid("Expected an endpoint id") });

export const webhookDeliveryIdInputSchema = z.object({ deliveryId: z.uuid("Expected a delivery id") });

export const setWebhookEndpointEnabledInputSchema = webhookEndpointIdInputSchema.extend({ enabled: z.boolean() });

/** The dashboard's "disabled because it kept failing" reason, as the delivery core records it. */
export const WEBHOOK_DISABLED_FOR_FAILING = "failing";
