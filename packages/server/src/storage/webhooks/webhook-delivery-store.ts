import { and, asc, eq, inArray, not, sql } from "drizzle-orm";
import { storableText } from "../../domain/storable-text.js";
import { uuidArray } from "../uuid-array.js";
import { queryRows, webhookDeliveries, webhookEndpoints, type Database } from "@reservation-api/db";

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EndpointRow = typeof webhookEndpoints.$inferSelect;

export interface DeliveryToQueue {
  id: string;
  jobId: string;
  nextAttemptAt: Date | null;
}

/** Which attempt a queue job stands for. */
export type DeliveryJob = {
  deliveryId: string;
  jobId: string;
};

/**
 * Pending deliveries whose current job is not on the queue yet, soonest first. Call it inside a
 * transaction: it tells the planner, for that transaction, to walk the work list's index in
 * order and stop at `limit`. Left to its statistics, missing on a new table or PGlite and stale
 * once a backlog has grown, it read and sorted every waiting row on each pass.
 */
export async function findDeliveriesToQueue(tx: Database, limit: number): Promise<DeliveryToQueue[]> {
  await tx.execute(sql`set local enable_bitmapscan = off`);
  return tx
    .select({ id: webhookDeliveries.id, jobId: webhookDeliveries.jobId, nextAttemptAt: webhookDeliveries.nextAttemptAt })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "pending"), not(webhookDeliveries.queued)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
}

/** A delivery to move onto a queue job: from the job its row names now to a new one. */
export interface JobAssignment {
  deliveryId: string;
  previousJobId: string;
  jobId: string;
}

/**
 * Points deliveries at their new queue jobs and marks them queued, only where the row still names
 * the job it was read with and still waits for one: a delivery resent or attempted meanwhile
 * keeps what it has now. Returns the assignments that took.
 */
export async function assignQueueJobs(tx: Database, assignments: JobAssignment[]): Promise<DeliveryJob[]> {
  if (assignments.length === 0) return [];
  return queryRows<DeliveryJob>(
    tx,
    sql`update webhook_deliveries d set job_id = a."jobId", queued = true
      from json_to_recordset(${JSON.stringify(assignments)}::json) as a("deliveryId" uuid, "previousJobId" uuid, "jobId" uuid)
      where d.id = a."deliveryId" and d.job_id = a."previousJobId" and d.status = 'pending' and not d.queued
      returning d.id as "deliveryId", d.job_id as "jobId"`,
  );
}

/**
 * Deletes those of these deliveries whose endpoint is gone: a booking that committed while its
 * endpoint was being deleted can leave one behind (there is no foreign key to cascade).
 */
export async function deleteOrphanedDeliveries(db: Database, deliveryIds: string[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.id, deliveryIds),
        sql`not exists (select 1 from ${webhookEndpoints} e where e.id = ${webhookDeliveries.endpointId})`,
      ),
    );
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

/** One attempt to record, with the job that ran it and what becomes of its delivery. */
export interface RecordedAttempt {
  claim: DeliveryJob & { endpointId: string };
  attempt: AttemptRecord;
  outcome: AttemptOutcome;
}

/** An endpoint whose pause an answer ended, with the pause it had. */
export interface LiftedPause {
  endpointId: string;
  pausedUntil: Date;
}

/**
 * Records a batch of attempts in one statement (one commit, instead of one per delivery). An
 * attempt whose delivery another job took over meanwhile (e.g. a resend) is not recorded. In the
 * same statement, an endpoint that answered (any status) has its timeouts in a row and its pause
 * cleared, and one that succeeded ends its failing streak; returned are the pauses so lifted. The
 * ids are given again as an array so the planner knows how few rows are meant: it guesses 100 for
 * a JSON record set, and for that many it scanned the whole table while the table was young.
 */
export async function recordAttempts(db: Database, attempts: RecordedAttempt[]): Promise<LiftedPause[]> {
  if (attempts.length === 0) return [];
  const rows = attempts.map(({ claim, attempt, outcome }) => ({
    deliveryId: claim.deliveryId,
    jobId: claim.jobId,
    status: outcome.status,
    nextAttemptAt: outcome.status === "pending" ? outcome.nextAttemptAt.toISOString() : null,
    nextJobId: outcome.status === "pending" ? outcome.nextJobId : null,
    at: attempt.at.toISOString(),
    responseStatus: attempt.responseStatus,
    latencyMs: attempt.latencyMs,
    requestHeaders: attempt.requestHeaders,
    responseHeaders: attempt.responseHeaders,
    responseBody: storableText(attempt.responseBody),
    error: attempt.error,
  }));
  const lifted = await queryRows<{ endpointId: string; pausedUntil: Date | string | null }>(
    db,
    sql`with attempt as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as a("deliveryId" uuid, "jobId" uuid, status text,
        "nextAttemptAt" timestamptz, "nextJobId" uuid, at timestamptz, "responseStatus" int, "latencyMs" int,
        "requestHeaders" jsonb, "responseHeaders" jsonb, "responseBody" text, error text)
    ), recorded as (
      update webhook_deliveries d set status = a.status, attempt_count = d.attempt_count + 1, last_attempt_at = a.at,
        response_status = a."responseStatus", latency_ms = a."latencyMs", request_headers = a."requestHeaders",
        response_headers = a."responseHeaders", response_body = a."responseBody", error = a.error,
        next_attempt_at = a."nextAttemptAt", job_id = coalesce(a."nextJobId", d.job_id),
        queued = case when a.status = 'pending' then false else d.queued end
      from attempt a
      where d.id = any(${uuidArray(rows.map((row) => row.deliveryId))}::uuid[]) and d.id = a."deliveryId" and d.job_id = a."jobId"
      returning d.endpoint_id, d.status, d.response_status
    ), answered as (
      select endpoint_id, bool_or(status = 'succeeded') as succeeded from recorded
      where response_status is not null group by endpoint_id
    )
    update webhook_endpoints e set failing_since = case when a.succeeded then null else e.failing_since end,
      timeouts_in_a_row = 0, paused_until = null
    from answered a, webhook_endpoints before
    where e.id = a.endpoint_id and before.id = e.id
      and (e.timeouts_in_a_row > 0 or e.paused_until is not null or (a.succeeded and e.failing_since is not null))
    returning e.id as "endpointId", before.paused_until as "pausedUntil"`,
  );
  return lifted.flatMap(({ endpointId, pausedUntil }) =>
    pausedUntil === null ? [] : [{ endpointId, pausedUntil: new Date(pausedUntil) }],
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
