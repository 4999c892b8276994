import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { queryRows, webhookEndpoints, type Database } from "@reservation-api/db";
import type { DeliveryJob } from "./webhook-delivery-store.js";

/** An endpoint's failing streak and timeouts in a row after a batch of its attempts failed. */
export interface EndpointFailures {
  timeoutsInARow: number;
  failingSince: Date | null;
}

/**
 * Starts (or continues) the endpoint's failing streak and adds its attempts that timed out,
 * switching it off when `disable` says so; returns what the endpoint has then.
 */
export async function markEndpointFailing(
  db: Database,
  endpointId: string,
  failure: { at: Date; timeouts: number; disable: boolean },
): Promise<EndpointFailures | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${failure.at.toISOString()}::timestamptz)`,
      timeoutsInARow: sql`${webhookEndpoints.timeoutsInARow} + ${failure.timeouts}`,
      ...(failure.disable ? { enabled: false, disabledReason: "failing", updatedAt: failure.at } : {}),
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ timeoutsInARow: webhookEndpoints.timeoutsInARow, failingSince: webhookEndpoints.failingSince });
  return row;
}

/** Pauses the endpoint until `until`, or keeps a later pause it already has. */
export async function pauseEndpoint(db: Database, endpointId: string, until: Date): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ pausedUntil: sql`greatest(${webhookEndpoints.pausedUntil}, ${until.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoints.id, endpointId));
}

/**
 * Claims the one probe of an endpoint whose pause has run out: its pause becomes the probe's
 * deadline, so other processes' deliveries to it wait for the probe's outcome. Returns null when
 * this caller won, else the endpoint's pause now (null when it is not paused any more).
 */
export async function claimProbe(
  db: Database,
  endpointId: string,
  now: Date,
  deadline: Date,
): Promise<{ won: true } | { won: false; pausedUntil: Date | null }> {
  const claimed = await db
    .update(webhookEndpoints)
    .set({ pausedUntil: deadline })
    .where(
      and(eq(webhookEndpoints.id, endpointId), isNotNull(webhookEndpoints.pausedUntil), lte(webhookEndpoints.pausedUntil, now)),
    )
    .returning({ id: webhookEndpoints.id });
  if (claimed.length > 0) return { won: true };
  const [current] = await db
    .select({ pausedUntil: webhookEndpoints.pausedUntil })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  return { won: false, pausedUntil: current?.pausedUntil ?? null };
}

/**
 * Puts deliveries back to wait until `until` without an attempt (their endpoint is paused or
 * busy): each gets a new job id, so the relay queues it again for then, and its current job
 * finishes. A delivery taken over meanwhile (resent, attempted) is left alone.
 */
export async function deferDeliveries(db: Database, jobs: DeliveryJob[], until: Date): Promise<void> {
  if (jobs.length === 0) return;
  const rows = jobs.map((job) => ({ ...job, nextJobId: crypto.randomUUID() }));
  await db.execute(sql`update webhook_deliveries d set next_attempt_at = ${until.toISOString()}::timestamptz,
      job_id = a."nextJobId", queued = false
    from json_to_recordset(${JSON.stringify(rows)}::json) as a("deliveryId" uuid, "jobId" uuid, "nextJobId" uuid)
    where d.id = a."deliveryId" and d.job_id = a."jobId" and d.status = 'pending'`);
}

/**
 * Once an endpoint answers again, the deliveries that were put off until its pause ended (at or
 * before `pausedUntil`) are due now rather than at that instant: a probe that succeeded well
 * before its deadline lets the backlog follow at once.
 */
export async function bringForwardPausedDeliveries(
  db: Database,
  endpointId: string,
  pausedUntil: Date,
  now: Date,
): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update webhook_deliveries set next_attempt_at = ${now.toISOString()}::timestamptz, job_id = gen_random_uuid(), queued = false
      where endpoint_id = ${endpointId} and status = 'pending'
        and next_attempt_at > ${now.toISOString()}::timestamptz and next_attempt_at <= ${pausedUntil.toISOString()}::timestamptz
      returning id`,
  );
  return rows.length;
}
