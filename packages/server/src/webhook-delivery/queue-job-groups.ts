import type { DeliveryToQueue } from "../storage/webhooks/webhook-delivery-store.js";

/**
 * Deliveries one queue job carries at most. Each is attempted on its own, in its endpoint's lane,
 * and recorded when answered; the job completes once all of them have been.
 */
export const DELIVERIES_PER_JOB = 25;

export interface QueueJobGroup {
  jobId: string;
  /** When the job may start, in seconds from now. */
  startAfterSeconds: number;
  deliveries: DeliveryToQueue[];
}

/**
 * Splits deliveries into queue jobs: those due now (or at the same later instant) share jobs of
 * up to DELIVERIES_PER_JOB, so a burst of new events costs the queue a few jobs; a retry due
 * later usually waits alone.
 */
export function groupIntoJobs(deliveries: DeliveryToQueue[], now: Date): QueueJobGroup[] {
  const byStart = new Map<number, DeliveryToQueue[]>();
  for (const delivery of deliveries) {
    const seconds = Math.max(0, (delivery.nextAttemptAt?.getTime() ?? 0) - now.getTime()) / 1000;
    const sameStart = byStart.get(seconds);
    if (sameStart) sameStart.push(delivery);
    else byStart.set(seconds, [delivery]);
  }
  const groups: QueueJobGroup[] = [];
  for (const [startAfterSeconds, due] of byStart) {
    for (let start = 0; start < due.length; start += DELIVERIES_PER_JOB) {
      groups.push({ jobId: crypto.randomUUID(), startAfterSeconds, deliveries: due.slice(start, start + DELIVERIES_PER_JOB) });
    }
  }
  return groups;
}
