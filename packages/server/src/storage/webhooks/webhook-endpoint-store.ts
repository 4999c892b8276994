import { and, desc, eq, sql } from "drizzle-orm";
import { queryRows, webhookDeliveries, webhookEndpoints, webhookEvents, type Database } from "@reservation-api/db";
import type { WebhookEvent } from "@reservation-api/contract";
import type { DeliveryRow, EndpointRow } from "./webhook-delivery-store.js";

/** Every query here is scoped by merchant: another merchant's id simply matches nothing. */
export async function insertEndpoint(db: Database, row: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
  return inserted as EndpointRow;
}

export async function findEndpoints(db: Database, merchantId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.merchantId, merchantId))
    .orderBy(desc(webhookEndpoints.createdAt));
}

export async function findEndpoint(db: Database, merchantId: string, endpointId: string): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.merchantId, merchantId), eq(webhookEndpoints.id, endpointId)));
  return row;
}

export async function updateEndpoint(
  db: Database,
  merchantId: string,
  endpointId: string,
  changes: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(changes)
    .where(and(eq(webhookEndpoints.merchantId, merchantId), eq(webhookEndpoints.id, endpointId)))
    .returning();
  return row;
}

/**
 * Changes an endpoint from what it holds now, the row locked meanwhile: concurrent rotations
 * queue up, each starting from the one before, so none loses the secret another just retired.
 */
export async function updateEndpointLocked(
  db: Database,
  merchantId: string,
  endpointId: string,
  change: (current: EndpointRow) => Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.merchantId, merchantId), eq(webhookEndpoints.id, endpointId)))
      .for("update");
    return current ? updateEndpoint(tx, merchantId, endpointId, change(current)) : undefined;
  });
}

/** The endpoint and its deliveries, in one statement. */
export async function deleteEndpoint(db: Database, merchantId: string, endpointId: string): Promise<boolean> {
  const deleted = await queryRows<{ id: string }>(
    db,
    sql`with endpoint as (
      delete from webhook_endpoints where merchant_id = ${merchantId}::uuid and id = ${endpointId}::uuid returning id
    ), deliveries as (
      delete from webhook_deliveries where endpoint_id in (select id from endpoint)
    )
    select id from endpoint`,
  );
  return deleted.length > 0;
}

/** A test event and its one delivery, to this endpoint only, in one statement. */
export async function insertEventForEndpoint(db: Database, endpoint: EndpointRow, event: WebhookEvent): Promise<string> {
  const deliveryId = crypto.randomUUID();
  await db.execute(sql`
    with event as (
      insert into webhook_events (id, merchant_id, type, payload, created_at)
      values (${event.id}::uuid, ${endpoint.merchantId}::uuid, ${event.type}, ${JSON.stringify(event)}::text::json, ${event.createdAt}::timestamptz)
      returning id, created_at
    )
    insert into webhook_deliveries (id, merchant_id, event_id, endpoint_id, job_id, next_attempt_at, created_at)
    select ${deliveryId}::uuid, ${endpoint.merchantId}::uuid, event.id, ${endpoint.id}::uuid, gen_random_uuid(), event.created_at, event.created_at
    from event`);
  return deliveryId;
}

export interface DeliveryWithEvent {
  delivery: DeliveryRow;
  eventType: string;
  payload: unknown;
}

export async function findDeliveries(
  db: Database,
  merchantId: string,
  endpointId: string,
  limit: number,
): Promise<DeliveryWithEvent[]> {
  return db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type, payload: webhookEvents.payload })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.merchantId, merchantId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(db: Database, merchantId: string, deliveryId: string): Promise<DeliveryWithEvent | undefined> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type, payload: webhookEvents.payload })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.merchantId, merchantId), eq(webhookDeliveries.id, deliveryId)));
  return row;
}

/** Re-arms a delivery with a fresh job id, so any job still around for it becomes stale. */
export async function rearmDelivery(db: Database, merchantId: string, deliveryId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: "pending", jobId: sql`gen_random_uuid()`, queued: false, nextAttemptAt: at, error: null })
    .where(and(eq(webhookDeliveries.merchantId, merchantId), eq(webhookDeliveries.id, deliveryId)))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}
