import type { DashboardContext } from "../../dashboard-context.js";
import type { SignedInUser } from "../../services/sessions.js";
import { ApiError } from "../../errors/api-error.js";
import { ServiceError } from "../../errors/service-error.js";
import { recordActivity } from "../../services/activity-log.js";
import { actorOf } from "../../services/sessions.js";
import type { WebhookActor, WebhookServiceDeps } from "../../services/webhook-service-deps.js";

/**
 * The webhook services' dependencies for one signed-in request: every change and secret reveal
 * they report lands in the merchant's activity log with the signed-in user as actor.
 */
export function webhookDepsFor(ctx: DashboardContext & { session: SignedInUser }): WebhookServiceDeps {
  const { deps, session } = ctx;
  return {
    db: deps.db,
    now: deps.now,
    allowPrivateWebhookUrls: deps.allowPrivateWebhookUrls,
    onActivity: (activity) =>
      recordActivity(deps, {
        merchantId: activity.merchantId,
        actor: actorOf(session),
        action: activity.action,
        details: {
          endpointId: activity.endpointId,
          ...(activity.deliveryId === undefined ? {} : { deliveryId: activity.deliveryId }),
        },
      }),
  };
}

export function webhookActorOf(session: SignedInUser): WebhookActor {
  return { userId: session.userId, label: session.displayName };
}

/**
 * Runs a webhook service, turning its REST-style refusals into the dashboard's: an unknown (or
 * another merchant's) id is NOT_FOUND, a refused URL comes back as a field error the form shows.
 */
export async function asDashboardCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === "NOT_FOUND") throw new ServiceError("NOT_FOUND", error.message, { cause: error });
    if (error.code === "VALIDATION_ERROR") {
      throw new ServiceError("INVALID_INPUT", error.fieldErrors?.[0]?.message ?? error.message, {
        fieldErrors: error.fieldErrors ?? [],
        cause: error,
      });
    }
    throw error;
  }
}
