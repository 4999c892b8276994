import type PgBoss from "pg-boss";
import { DELIVERY_QUEUE } from "./delivery-queue.js";
import { DELIVERIES_PER_JOB } from "./queue-job-groups.js";

export interface FetchLoopOptions<Data> {
  /** How many deliveries this process may hold... */
  capacity: number;
  /** ...and how many more it may take now. */
  room: () => number;
  /** How often to look for jobs when nobody says some are waiting. */
  pollIntervalMs: number;
  /** Takes fetched jobs over; must not wait for their deliveries. */
  take: (jobs: PgBoss.Job<Data>[]) => void;
  onError: (error: unknown) => void;
}

/**
 * Fetches queue jobs while there is room for their deliveries. An empty fetch costs the queue
 * about as much as a full one, so after a fetch that found fewer jobs than it asked for, the loop
 * waits to be woken (the relay queued jobs due now) or for the polling interval (jobs other
 * processes queued, retries come due); after a full one, it fetches again as soon as there is room.
 */
export class FetchLoop<Data> {
  private stopped = false;
  private woken = false;
  private waitingFor: { reason: "room" | "jobs"; resume: () => void } | undefined;
  private readonly running: Promise<void>;

  constructor(
    private readonly boss: PgBoss,
    private readonly options: FetchLoopOptions<Data>,
  ) {
    this.running = this.run();
  }

  wake(): void {
    this.woken = true;
    if (this.waitingFor?.reason === "jobs") this.waitingFor.resume();
  }

  /** Deliveries were settled: a loop waiting for room may go on. */
  roomFreed(): void {
    if (this.waitingFor?.reason === "room" && this.options.room() >= this.minimumRoom()) this.waitingFor.resume();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.waitingFor?.resume();
    await this.running;
  }

  /** A job's worth (or all of it, if less), so a fetch never takes far more than there is room for. */
  private minimumRoom(): number {
    return Math.min(DELIVERIES_PER_JOB, this.options.capacity);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const room = this.options.room();
      if (room < this.minimumRoom()) {
        await this.wait("room");
        continue;
      }
      const batchSize = Math.max(1, Math.floor(room / DELIVERIES_PER_JOB));
      this.woken = false;
      let fetched: PgBoss.Job<Data>[];
      try {
        fetched = await this.boss.fetch<Data>(DELIVERY_QUEUE, { batchSize });
      } catch (error) {
        this.options.onError(error);
        await this.wait("jobs");
        continue;
      }
      if (fetched.length > 0) this.options.take(fetched);
      if (fetched.length < batchSize && !this.woken) await this.wait("jobs");
    }
  }

  private wait(reason: "room" | "jobs"): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = reason === "jobs" ? setTimeout(() => resume(), this.options.pollIntervalMs) : undefined;
      const resume = () => {
        clearTimeout(timer);
        this.waitingFor = undefined;
        resolve();
      };
      this.waitingFor = { reason, resume };
    });
  }
}
