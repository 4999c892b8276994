import type PgBoss from "pg-boss";

/**
 * Wakes this process's delivery loops for the jobs its relay has just queued: as many loops as
 * there are jobs, and a loop again after its job only while some are still waiting. Each wake is
 * a fetch, and one that finds nothing costs the queue about as much as one that finds a job;
 * waking every loop on every pass, and each loop again after each job, left two fetches in three
 * empty. Jobs that other processes queue, or that become due later, are found by polling.
 */
export class LoopWaker {
  /** Jobs queued here that no loop here has fetched yet (another process may have). */
  private waiting = 0;
  private nextLoop = 0;

  constructor(
    private readonly boss: PgBoss,
    private readonly workerIds: string[],
  ) {}

  /** The relay queued `jobs` jobs that may start now. */
  queued(jobs: number): void {
    this.waiting += jobs;
    // Only for the new jobs: a count gone stale (another process took ours) must not keep waking.
    const loops = Math.min(jobs, this.workerIds.length);
    for (let woken = 0; woken < loops; woken++) {
      this.boss.notifyWorker(this.workerIds[this.nextLoop % this.workerIds.length]!);
      this.nextLoop++;
    }
  }

  /** A loop fetched `jobs` jobs; it asks again as soon as it is done if more are waiting. */
  fetched(workerId: string, jobs: number): void {
    this.waiting = Math.max(0, this.waiting - jobs);
    if (this.waiting > 0) this.boss.notifyWorker(workerId);
  }
}
