import type PgBoss from "pg-boss";
import { sqlExecutorFor, type Database } from "@reservation-api/db";
import { tryLockWebhookRelay } from "../storage/advisory-locks.js";
import { assignQueueJobs, findDeliveriesToQueue } from "../storage/webhooks/webhook-delivery-store.js";
import { DELIVERY_QUEUE, type DeliveryJobData } from "./delivery-queue.js";
import { groupIntoJobs } from "./queue-job-groups.js";

const RELAY_BATCH = 500;

export interface RelayPass {
  /** Deliveries put on the queue. */
  moved: number;
  /** Of the queue jobs they were put in, those that may start at once (not retries due later). */
  jobsDueNow: number;
  /** Whether the pass was full, so more may be waiting. */
  more: boolean;
}

/**
 * Moves pending deliveries from the outbox onto the queue, in jobs of several deliveries each,
 * so the queue's work per job (insert, fetch, complete) is paid once per group. One transaction
 * points the rows at their jobs and inserts the jobs: a crash leaves either both or neither, and
 * a job never runs before its rows name it. One process relays at a time (an advisory lock; the
 * others skip their turn), and a row resent meanwhile keeps its own job.
 */
export async function relayDeliveries(db: Database, boss: PgBoss, now: Date): Promise<RelayPass> {
  return db.transaction(async (tx) => {
    if (!(await tryLockWebhookRelay(tx))) return { moved: 0, jobsDueNow: 0, more: false };
    const rows = await findDeliveriesToQueue(tx, RELAY_BATCH);
    if (rows.length === 0) return { moved: 0, jobsDueNow: 0, more: false };
    const groups = groupIntoJobs(rows, now);
    const assigned = await assignQueueJobs(
      tx,
      groups.flatMap((group) =>
        group.deliveries.map((row) => ({ deliveryId: row.id, previousJobId: row.jobId, jobId: group.jobId })),
      ),
    );
    const assignedIds = new Set(assigned.map((row) => row.deliveryId));
    const queued = groups
      .map((group) => ({ group, deliveryIds: group.deliveries.map((row) => row.id).filter((id) => assignedIds.has(id)) }))
      .filter(({ deliveryIds }) => deliveryIds.length > 0);
    const jobs = queued.map(({ group, deliveryIds }) => ({
      id: group.jobId,
      name: DELIVERY_QUEUE,
      data: { deliveryIds } satisfies DeliveryJobData,
      // Seconds from now rather than an instant: the queue then counts on the database's clock.
      startAfter: String(group.startAfterSeconds),
    }));
    if (jobs.length > 0) await boss.insert(jobs, { db: { executeSql: sqlExecutorFor(tx) } });
    const jobsDueNow = queued.filter(({ group }) => group.startAfterSeconds === 0).length;
    return { moved: assigned.length, jobsDueNow, more: rows.length === RELAY_BATCH };
  });
}
