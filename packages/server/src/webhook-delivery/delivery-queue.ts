import { setTimeout } from "node:timers/promises";
import PgBoss from "pg-boss";
import type { SqlExecutor } from "@reservation-api/db";
import type { WebhookDeliverySettings } from "./delivery-settings.js";

export const DELIVERY_QUEUE = "webhook-delivery";

/**
 * A job's data: which deliveries to attempt. A delivery is attempted only while its `job_id` is
 * this job's id. Jobs queued before deliveries were grouped carry a single `deliveryId`.
 */
export type DeliveryJobData = { deliveryIds: string[] } | { deliveryId: string };

/** The deliveries a job stands for, each with the job's id. */
export function deliveriesOfJob(job: { id: string; data: DeliveryJobData }): { deliveryId: string; jobId: string }[] {
  const ids = "deliveryIds" in job.data ? job.data.deliveryIds : [job.data.deliveryId];
  return ids.map((deliveryId) => ({ deliveryId, jobId: job.id }));
}

/** A job that crashed with its process is run again this often before the queue gives up on it. */
const LOST_JOB_RETRIES = 20;

/**
 * Opens the pg-boss queue (creating its schema on first use) on the delivery's own connections:
 * PGlite's one connection, or a PostgreSQL pool that prepares the queue's statements. pg-boss
 * hands each job to one worker with `FOR UPDATE SKIP LOCKED`, and expires jobs whose worker
 * vanished, so any number of processes can work the same queue.
 */
export async function openDeliveryQueue(
  executeSql: SqlExecutor,
  settings: WebhookDeliverySettings,
  onError: (error: Error) => void,
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => executeSql(text, values) },
    schedule: false,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
  });
  boss.on("error", onError);
  await boss.start();
  await defineQueue(boss, {
    name: DELIVERY_QUEUE,
    retryLimit: LOST_JOB_RETRIES,
    retryDelay: 1,
    expireInSeconds: settings.jobExpireSeconds,
  });
  return boss;
}

/**
 * Errors of processes racing to create the same queue on a new database: pg-boss's
 * `create_queue` inserts the queue row and creates its table in one transaction, so two of them
 * can deadlock or collide. The loser tries again and then finds the queue made.
 */
const QUEUE_RACE_CODES = new Set(["40P01", "23505", "42P07"]);
const QUEUE_DEFINE_ATTEMPTS = 5;

async function defineQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
      else await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= QUEUE_DEFINE_ATTEMPTS || typeof code !== "string" || !QUEUE_RACE_CODES.has(code)) throw error;
      await setTimeout(Math.random() * 100 * attempt);
    }
  }
}
