import { and, asc, eq, inArray, not, sql } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints, webhookEvents, type Database } from "@reservation-api/db";

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EndpointRow = typeof webhookEndpoints.$inferSelect;

export interface DeliveryToQueue {
  id: string;
  jobId: string;
  nextAttemptAt: Date | null;
}

/** Which attempt a queue job stands for. */
export interface DeliveryJob {
  deliveryId: string;
  jobId: string;
}

/** Pending deliveries whose current job is not on the queue yet, soonest first. */
export async function findDeliveriesToQueue(db: Database, limit: number): Promise<DeliveryToQueue[]> {
  return db
    .select({ id: webhookDeliveries.id, jobId: webhookDeliveries.jobId, nextAttemptAt: webhookDeliveries.nextAttemptAt })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "pending"), not(webhookDeliveries.queued)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
}

/** Only rows still waiting for these very jobs: a delivery re-armed meanwhile keeps waiting. */
export async function markQueued(db: Database, deliveries: DeliveryToQueue[]): Promise<void> {
  if (deliveries.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ queued: true })
    .where(deliveriesWithTheirJobs(deliveries.map((row) => ({ deliveryId: row.id, jobId: row.jobId }))));
}

/** Rows of these deliveries still naming these jobs (job ids are never reused, so the pairs match). */
function deliveriesWithTheirJobs(jobs: DeliveryJob[]) {
  return and(
    inArray(
      webhookDeliveries.id,
      jobs.map((job) => job.deliveryId),
    ),
    inArray(
      webhookDeliveries.jobId,
      jobs.map((job) => job.jobId),
    ),
  );
}

export interface ClaimedDelivery {
  delivery: DeliveryRow;
  endpoint: EndpointRow;
  /** The event exactly as stored, which is the body receivers get. */
  payload: string;
}

/**
 * The deliveries a batch of jobs stand for, in one query, keyed by job id. A job is left out
 * unless it still is the one allowed to run its delivery's next attempt.
 */
export async function findDeliveriesForJobs(db: Database, jobs: DeliveryJob[]): Promise<Map<string, ClaimedDelivery>> {
  if (jobs.length === 0) return new Map();
  const rows = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, payload: sql<string>`${webhookEvents.payload}::text` })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(deliveriesWithTheirJobs(jobs), eq(webhookDeliveries.status, "pending")));
  return new Map(rows.map((row) => [row.delivery.jobId, row]));
}

export interface AttemptRecord {
  at: Date;
  responseStatus: number | null;
  latencyMs: number;
  requestHeaders: Record<string, string>;
  responseHeaders: Record<string, string>;
  responseBody: string;
  error: string | null;
}

export type AttemptOutcome =
  { status: "succeeded" } | { status: "failed" } | { status: "pending"; nextAttemptAt: Date; nextJobId: string };

/**
 * Records one attempt; a no-op if another job took the delivery over meanwhile (e.g. a resend).
 * A success also ends its endpoint's failing streak, in the same statement.
 */
export async function recordAttempt(
  db: Database,
  claim: DeliveryJob & { endpointId: string },
  attempt: AttemptRecord,
  outcome: AttemptOutcome,
): Promise<void> {
  const recorded = db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      attemptCount: sql`${webhookDeliveries.attemptCount} + 1`,
      lastAttemptAt: attempt.at,
      responseStatus: attempt.responseStatus,
      latencyMs: attempt.latencyMs,
      requestHeaders: attempt.requestHeaders,
      responseHeaders: attempt.responseHeaders,
      responseBody: attempt.responseBody,
      error: attempt.error,
      nextAttemptAt: outcome.status === "pending" ? outcome.nextAttemptAt : null,
      ...(outcome.status === "pending" ? { jobId: outcome.nextJobId, queued: false } : {}),
    })
    .where(and(eq(webhookDeliveries.id, claim.deliveryId), eq(webhookDeliveries.jobId, claim.jobId)));
  if (outcome.status !== "succeeded") return void (await recorded);
  const recordedRow = db.$with("recorded").as(recorded.returning({ id: webhookDeliveries.id }));
  await db
    .with(recordedRow)
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(
      and(
        eq(webhookEndpoints.id, claim.endpointId),
        sql`${webhookEndpoints.failingSince} is not null`,
        sql`exists (select 1 from ${recordedRow})`,
      ),
    );
}

/** A delivery that will not be attempted (its endpoint is off). */
export async function failWithoutAttempt(
  db: Database,
  claim: { deliveryId: string; jobId: string },
  reason: string,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: "failed", nextAttemptAt: null, error: reason })
    .where(and(eq(webhookDeliveries.id, claim.deliveryId), eq(webhookDeliveries.jobId, claim.jobId)));
}

/** Starts (or continues) the endpoint's failing streak, switching it off when `disable` says so. */
export async function markEndpointFailing(db: Database, endpointId: string, at: Date, disable: boolean): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)`,
      ...(disable ? { enabled: false, disabledReason: "failing", updatedAt: at } : {}),
    })
    .where(eq(webhookEndpoints.id, endpointId));
}
