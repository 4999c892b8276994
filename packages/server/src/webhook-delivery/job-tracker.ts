import type PgBoss from "pg-boss";
import { BatchWriter } from "./batch-writer.js";
import { DELIVERY_QUEUE } from "./delivery-queue.js";

/**
 * Completes a queue job once every delivery it carries has settled (recorded, put back or
 * skipped), and not before: a job that completed early would leave a delivery the process was
 * still attempting with no job to run it again should the process die. A job with a delivery
 * whose attempt could not be made or recorded is failed instead, once, and the queue runs it
 * again; its deliveries recorded meanwhile no longer name it and are skipped.
 */
export class JobTracker {
  private readonly open = new Map<string, { unsettled: number; error?: unknown }>();
  private readonly completions: BatchWriter<string>;

  constructor(
    private readonly boss: PgBoss,
    private readonly onError: (error: unknown) => void,
  ) {
    this.completions = new BatchWriter((ids) => boss.complete(DELIVERY_QUEUE, ids));
  }

  opened(jobId: string, deliveries: number): void {
    // Handed out again while still open here (it expired): complete it once both runs settle.
    const job = this.open.get(jobId) ?? { unsettled: 0 };
    job.unsettled += deliveries;
    this.open.set(jobId, job);
    if (job.unsettled === 0) this.settled(jobId);
  }

  settled(jobId: string, error?: unknown): void {
    const job = this.open.get(jobId);
    if (job === undefined) return;
    job.unsettled--;
    if (error !== undefined) job.error ??= error;
    if (job.unsettled > 0) return;
    this.open.delete(jobId);
    if (job.error === undefined) void this.completions.add(jobId).catch(this.onError);
    else void this.boss.fail(DELIVERY_QUEUE, jobId, { message: failureMessage(job.error) }).catch(this.onError);
  }

  /** Resolves once the completions handed in so far are written. */
  flushed(): Promise<void> {
    return this.completions.flushed();
  }
}

/**
 * The failure as the queue keeps it on the job: an Error as `Name: message`, a string as itself.
 * Anything else thrown is shown as JSON, where String would give "[object Object]".
 */
function failureMessage(error: unknown): string {
  if (error instanceof Error || typeof error === "string") return String(error);
  try {
    return JSON.stringify(error) ?? typeof error;
  } catch {
    return typeof error;
  }
}
