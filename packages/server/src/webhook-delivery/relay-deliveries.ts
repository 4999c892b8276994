import type PgBoss from "pg-boss";
import type { Database } from "@reservation-api/db";
import { findDeliveriesToQueue, markQueued } from "../storage/webhook-delivery-store.js";
import { DELIVERY_QUEUE, type DeliveryJobData } from "./delivery-queue.js";

const RELAY_BATCH = 500;

/**
 * Moves pending deliveries from the outbox onto the queue, each as the job its row names, to
 * start at its next attempt time. Safe to run in every process at once and to crash halfway:
 * inserting a job id that is already queued does nothing (pg-boss inserts ON CONFLICT DO NOTHING),
 * and a row is marked queued only after its job exists. Returns how many it moved.
 */
export async function relayDeliveries(db: Database, boss: PgBoss, now: Date): Promise<number> {
  const rows = await findDeliveriesToQueue(db, RELAY_BATCH);
  if (rows.length === 0) return 0;
  await boss.insert(
    rows.map((row) => ({
      id: row.jobId,
      name: DELIVERY_QUEUE,
      data: { deliveryId: row.id } satisfies DeliveryJobData,
      // Seconds from now rather than an instant: the queue then counts on the database's clock.
      startAfter: String(row.nextAttemptAt ? Math.max(0, row.nextAttemptAt.getTime() - now.getTime()) / 1000 : 0),
    })),
  );
  await markQueued(db, rows);
  return rows.length;
}
