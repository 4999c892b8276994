import { eq } from "drizzle-orm";
import { webhookDeliveries, type Database } from "@reservation-api/db";
import {
  addWebhookEndpoint,
  revealWebhookSecret,
  rotateWebhookSecret,
  type UserActor,
  type WebhookServiceDeps,
} from "@reservation-api/server";

/** Delivery tuned for tests: short timeout and retries (with room for a loaded machine), lost jobs noticed within seconds. */
export const FAST_DELIVERY_ENV = {
  WEBHOOK_DELIVERY_IN_API: "true",
  WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  WEBHOOK_TIMEOUT_MS: "3000",
  WEBHOOK_RETRY_FIRST_DELAY_MS: "200",
  WEBHOOK_JOB_EXPIRE_SECONDS: "15",
  WEBHOOK_MAINTENANCE_INTERVAL_SECONDS: "1",
};

/** A dashboard user as the services see one; the activity log copies the name and keeps the id. */
export const TEST_ACTOR: UserActor = {
  kind: "user",
  userId: "00000000-0000-4000-8000-000000000001",
  merchantId: "00000000-0000-4000-8000-000000000002",
  displayName: "owner@example.com",
};

export function serviceDeps(db: Database, allowPrivate = true): WebhookServiceDeps {
  return { db, now: () => new Date(), allowPrivateWebhookUrls: allowPrivate };
}

export async function subscribe(db: Database, merchantId: string, url: string) {
  return addWebhookEndpoint(serviceDeps(db), merchantId, TEST_ACTOR, {
    url,
    eventTypes: ["booking.created", "booking.status_changed"],
  });
}

/** A date three days from now, so bookings made with the real clock are in the booking window. */
export function soonLocalDate(daysAhead = 3): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

export async function deliveriesOf(db: Database, endpointId: string) {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
}

/** Polls until `check` holds, failing after the timeout. */
export async function eventually<T>(read: () => T | Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function rotateSecret(db: Database, merchantId: string, endpointId: string) {
  return rotateWebhookSecret(serviceDeps(db), merchantId, TEST_ACTOR, endpointId);
}

export function revealSecret(db: Database, merchantId: string, endpointId: string) {
  return revealWebhookSecret(serviceDeps(db), merchantId, TEST_ACTOR, endpointId);
}
