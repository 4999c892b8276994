import type { WebhookActivityAction } from "@reservation-api/contract/dashboard";
import type { Database } from "@reservation-api/db";

/** Who did it, for the activity log the dashboard keeps. */
export interface WebhookActor {
  userId: string;
  label: string;
}

export interface WebhookActivity {
  action: WebhookActivityAction;
  merchantId: string;
  actor: WebhookActor;
  endpointId: string;
  deliveryId?: string;
  at: Date;
}

/** What the webhook management services need; a subset of the server's dependencies plus two. */
export interface WebhookServiceDeps {
  db: Database;
  now: () => Date;
  /** WEBHOOK_ALLOW_PRIVATE_URLS: http and private targets allowed (development, tests). */
  allowPrivateWebhookUrls: boolean;
  /** Told of every change and secret reveal after it happened, e.g. to write the activity log. */
  onActivity?: (activity: WebhookActivity) => void | Promise<void>;
}

export async function reportActivity(deps: WebhookServiceDeps, activity: Omit<WebhookActivity, "at">): Promise<void> {
  await deps.onActivity?.({ ...activity, at: deps.now() });
}
