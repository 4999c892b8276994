import {
  ACTIVITY_LIMIT_DEFAULT,
  type ActivityAction,
  type ActivityDetails,
  type ActivityPage,
} from "@reservation-api/contract/dashboard";
import type { Database } from "@reservation-api/db";
import { actorKind, actorLabel, actorUserId, type ActivityActor } from "../domain/actor.js";
import { insertActivity, listActivityRows } from "../storage/activity-store.js";
import type { ServiceDeps } from "./service-deps.js";

/** Appends one entry to the merchant's activity log (inside the caller's transaction when given one). */
export async function recordActivity(
  deps: ServiceDeps,
  event: { merchantId: string; actor: ActivityActor; action: ActivityAction; details?: ActivityDetails },
  db: Database = deps.db,
): Promise<void> {
  await insertActivity(db, {
    merchantId: event.merchantId,
    occurredAt: deps.now(),
    actorKind: actorKind(event.actor),
    actorUserId: actorUserId(event.actor),
    actorLabel: actorLabel(event.actor),
    action: event.action,
    details: event.details ?? {},
  });
}

export async function listActivity(
  db: Database,
  merchantId: string,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<ActivityPage> {
  const limit = page.limit ?? ACTIVITY_LIMIT_DEFAULT;
  // One row more than asked tells whether another page exists.
  const rows = await listActivityRows(db, merchantId, {
    beforeId: page.cursor === undefined ? undefined : Number(page.cursor),
    limit: limit + 1,
  });
  const items = rows.slice(0, limit).map((row) => ({
    id: String(row.id),
    occurredAt: row.occurredAt.toISOString(),
    actor: row.actorLabel,
    actorKind: row.actorKind,
    action: row.action,
    details: row.details,
  }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? last.id : null };
}
