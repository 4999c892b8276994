import type PgBoss from "pg-boss";
import { pauseVerdict } from "../domain/webhooks/endpoint-pause.js";
import { claimProbe, deferDeliveries } from "../storage/webhooks/endpoint-pauses.js";
import { findDeliveriesForJobs, type ClaimedDelivery } from "../storage/webhooks/webhook-delivery-claims.js";
import { deleteOrphanedDeliveries, failWithoutAttempt, type DeliveryJob } from "../storage/webhooks/webhook-delivery-store.js";
import { attemptDelivery, type AttemptContext, type FinishedAttempt } from "./attempt-delivery.js";
import { attemptRecorder } from "./attempt-recorder.js";
import type { BatchWriter } from "./batch-writer.js";
import { deliveriesOfJob, type DeliveryJobData } from "./delivery-queue.js";
import { EndpointLanes, type LaneEntry } from "./endpoint-lanes.js";
import { FetchLoop } from "./fetch-loop.js";
import { JobTracker } from "./job-tracker.js";

/** A delivery this process holds: taken from a job, not yet settled. */
interface HeldDelivery extends LaneEntry {
  job: DeliveryJob;
  claim: ClaimedDelivery;
}

/** How long past its timeout a probe's outcome is awaited before another process may probe. */
const PROBE_GRACE_MS = 5_000;

/**
 * Works the delivery queue for one process. Jobs are fetched while fewer than `concurrency`
 * deliveries are held; each delivery then goes its own way: attempted in its endpoint's lane (at
 * most `endpointConcurrency` in flight per endpoint), recorded as soon as it is answered, and its
 * job completed when all of the job's deliveries are. So a hanging endpoint holds its own slots
 * and nothing else. A paused endpoint's deliveries are put back until its pause ends, and one
 * whose pause has ended gets a single probe.
 */
export class DeliveryDispatcher {
  private held = 0;
  private stopping = false;
  private readonly lanes: EndpointLanes<HeldDelivery>;
  private readonly recorder: BatchWriter<FinishedAttempt>;
  private readonly jobs: JobTracker;
  private readonly fetchLoop: FetchLoop<DeliveryJobData>;
  private readonly sweeper: NodeJS.Timeout;
  private idle: (() => void) | undefined;
  private lastReported: unknown;

  constructor(
    private readonly context: AttemptContext,
    boss: PgBoss,
    private readonly onError: (error: unknown) => void,
  ) {
    const { settings } = context;
    this.lanes = new EndpointLanes(settings.endpointConcurrency, (entry) => this.attempt(entry));
    this.jobs = new JobTracker(boss, onError);
    this.recorder = attemptRecorder(context, {
      answered: (endpointId) => this.lanes.resume(endpointId),
      paused: (endpointId, until) => void this.putBack(this.lanes.pause(endpointId, until), until),
      error: onError,
    });
    this.fetchLoop = new FetchLoop(boss, {
      capacity: settings.concurrency,
      room: () => settings.concurrency - (this.held - this.lanes.waiting),
      pollIntervalMs: settings.pollIntervalMs,
      take: (jobs) => void this.dispatch(jobs),
      onError,
    });
    // A delivery that has waited a whole timeout for its busy endpoint goes back to the outbox, due
    // at once, so its job finishes well within its expiry and memory does not fill with them; it
    // is fetched again and joins the endpoint's line anew (until a pause puts it off for longer).
    this.sweeper = setInterval(
      () => {
        const stale = this.lanes.takeWaitingSince(Date.now() - settings.timeoutMs);
        if (stale.length > 0) void this.putBack(stale, this.context.now());
      },
      Math.min(1_000, settings.timeoutMs),
    );
  }

  /** The relay queued jobs that may start now. */
  wake(): void {
    this.fetchLoop.wake();
  }

  /** Fetches no more, puts back the deliveries still waiting and waits for attempts in flight. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.sweeper);
    await this.fetchLoop.stop();
    await this.putBack(this.lanes.takeWaitingSince(Infinity), this.context.now());
    if (this.held > 0) await new Promise<void>((resolve) => (this.idle = resolve));
    await this.recorder.flushed();
    await this.jobs.flushed();
  }

  private async dispatch(fetched: PgBoss.Job<DeliveryJobData>[]): Promise<void> {
    const deliveries = fetched.flatMap(deliveriesOfJob);
    for (const job of fetched) this.jobs.opened(job.id, deliveriesOfJob(job).length);
    this.held += deliveries.length;
    let claims: Map<string, ClaimedDelivery>;
    try {
      claims = await findDeliveriesForJobs(this.context.db, deliveries);
      // A delivery not found is stale (another job has it now) or orphaned; only the latter goes.
      await deleteOrphanedDeliveries(
        this.context.db,
        deliveries.filter((job) => !claims.has(job.deliveryId)).map((job) => job.deliveryId),
      );
    } catch (error) {
      for (const job of deliveries) this.settle(job, error);
      return;
    }
    const byEndpoint = new Map<string, HeldDelivery[]>();
    for (const job of deliveries) {
      const claim = claims.get(job.deliveryId);
      if (claim === undefined) {
        this.settle(job);
        continue;
      }
      const entry = { job, claim, endpointId: claim.endpoint.id, queuedAt: Date.now() };
      byEndpoint.set(entry.endpointId, [...(byEndpoint.get(entry.endpointId) ?? []), entry]);
    }
    // Side by side: one endpoint's put-back or probe claim does not hold up another's sending.
    await Promise.all(
      [...byEndpoint.values()].map((entries) =>
        this.route(entries).catch((error: unknown) => {
          for (const entry of entries) this.settle(entry.job, error);
        }),
      ),
    );
  }

  /** Sends, puts back, or probes with one of, one endpoint's deliveries of a fetch. */
  private async route(entries: HeldDelivery[]): Promise<void> {
    const [first, ...rest] = entries;
    if (first === undefined) return;
    const { endpoint } = first.claim;
    const now = this.context.now();
    if (!endpoint.enabled) {
      for (const { job } of entries) await failWithoutAttempt(this.context.db, job, "The endpoint is disabled");
      for (const { job } of entries) this.settle(job);
      return;
    }
    if (this.stopping) return this.putBack(entries, now);
    const knownPause = this.lanes.pausedUntil(endpoint.id, now);
    const verdict = knownPause === undefined ? pauseVerdict(endpoint, now) : { kind: "wait" as const, until: knownPause };
    if (verdict.kind === "send") return entries.forEach((entry) => this.lanes.submit(entry));
    if (verdict.kind === "wait") return this.putBack(entries, verdict.until);
    const deadline = new Date(now.getTime() + this.context.settings.timeoutMs + PROBE_GRACE_MS);
    const probe = await claimProbe(this.context.db, endpoint.id, now, deadline);
    if (!probe.won) {
      if (probe.pausedUntil === null) return entries.forEach((entry) => this.lanes.submit(entry));
      return this.putBack(entries, probe.pausedUntil);
    }
    await this.putBack([...this.lanes.pause(endpoint.id, deadline), ...rest], deadline);
    this.lanes.submitProbe(first);
  }

  /**
   * Runs in the endpoint's lane: its slot is held until the endpoint has answered, or, after a
   * timeout, until the timeout is counted, so a timeout that pauses the endpoint is known before
   * the lane starts its next delivery.
   */
  private async attempt(entry: HeldDelivery): Promise<void> {
    let finished: FinishedAttempt;
    try {
      finished = await attemptDelivery(this.context, entry.job, entry.claim);
    } catch (error) {
      return this.settle(entry.job, error);
    }
    const recorded = this.recorder.add(finished).then(
      () => this.settle(entry.job),
      (error: unknown) => this.settle(entry.job, error),
    );
    if (finished.timedOut) await recorded;
  }

  /** Puts deliveries back in the outbox until `until`, without an attempt. */
  private async putBack(entries: HeldDelivery[], until: Date): Promise<void> {
    if (entries.length === 0) return;
    const jobs = entries.map((entry) => entry.job);
    const error = await deferDeliveries(this.context.db, jobs, until).then(
      () => undefined,
      (failure: unknown) => failure ?? new Error("Could not put deliveries back"),
    );
    for (const job of jobs) this.settle(job, error);
  }

  private settle(job: DeliveryJob, error?: unknown): void {
    // One failed query or write settles many deliveries: it is reported once.
    if (error !== undefined && error !== this.lastReported) this.onError((this.lastReported = error));
    this.held--;
    this.jobs.settled(job.jobId, error);
    this.fetchLoop.roomFreed();
    if (this.held === 0) this.idle?.();
  }
}
