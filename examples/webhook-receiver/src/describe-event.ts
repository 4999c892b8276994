import type { WebhookEvent } from "@reservation-api/sdk";

/** One verified event as a few readable lines: what happened, its id, and its data. */
export function describeEvent(event: WebhookEvent, repeat: boolean): string {
  const heading = `✓ verified ${event.type} ${event.id} (created ${event.createdAt})`;
  const note = repeat ? "  (a repeat of an event already received: deduplicate on webhook-id)\n" : "";
  return `${heading}\n${note}${indent(JSON.stringify(event.data, null, 2))}`;
}

const indent = (text: string) =>
  text
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
