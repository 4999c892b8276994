import { and, desc, eq, lt } from "drizzle-orm";
import { activityEvents, type Database } from "@reservation-api/db";
import type { ActivityAction, ActivityDetails, ActorKind } from "@reservation-api/contract/dashboard";

export interface ActivityRow {
  id: number;
  occurredAt: Date;
  actorKind: ActorKind;
  actorLabel: string;
  action: ActivityAction;
  details: ActivityDetails;
}

export async function insertActivity(
  db: Database,
  event: {
    merchantId: string;
    occurredAt: Date;
    actorKind: ActorKind;
    actorUserId: string | null;
    actorLabel: string;
    action: ActivityAction;
    details: ActivityDetails;
  },
): Promise<void> {
  await db.insert(activityEvents).values(event);
}

/** Newest first (by insertion order), starting below `beforeId` when given. */
export async function listActivityRows(
  db: Database,
  merchantId: string,
  page: { beforeId: number | undefined; limit: number },
): Promise<ActivityRow[]> {
  const ofMerchant = eq(activityEvents.merchantId, merchantId);
  return db
    .select({
      id: activityEvents.id,
      occurredAt: activityEvents.occurredAt,
      actorKind: activityEvents.actorKind,
      actorLabel: activityEvents.actorLabel,
      action: activityEvents.action,
      details: activityEvents.details,
    })
    .from(activityEvents)
    .where(page.beforeId === undefined ? ofMerchant : and(ofMerchant, lt(activityEvents.id, page.beforeId)))
    .orderBy(desc(activityEvents.id))
    .limit(page.limit);
}
