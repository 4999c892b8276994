/** A delivery waiting for, or holding, one of its endpoint's slots. */
export interface LaneEntry {
  endpointId: string;
  /** When it joined the lane (ms, this process's clock), so one left waiting too long can be put back. */
  queuedAt: number;
}

interface Lane<Entry extends LaneEntry> {
  inFlight: number;
  waiting: Entry[];
  /** A pause this process knows of, so deliveries it already holds wait too. */
  pausedUntil?: Date;
}

/**
 * Each endpoint gets at most `limit` attempts in flight from this process; its other deliveries
 * wait in its own line, first come first served. A slow or dead endpoint so fills only its own
 * slots: another endpoint's deliveries never wait behind its answer.
 */
export class EndpointLanes<Entry extends LaneEntry> {
  private readonly lanes = new Map<string, Lane<Entry>>();
  private waitingTotal = 0;

  constructor(
    private readonly limit: number,
    /** Makes the attempt; the slot is freed when the returned promise settles. */
    private readonly start: (entry: Entry) => Promise<void>,
  ) {}

  /** Deliveries waiting for a slot, in all lanes. */
  get waiting(): number {
    return this.waitingTotal;
  }

  /** Attempts in flight to this endpoint. */
  inFlight(endpointId: string): number {
    return this.lanes.get(endpointId)?.inFlight ?? 0;
  }

  /** A pause this process learned of that still lasts at `now`, if any. */
  pausedUntil(endpointId: string, now: Date): Date | undefined {
    const until = this.lanes.get(endpointId)?.pausedUntil;
    return until !== undefined && until.getTime() > now.getTime() ? until : undefined;
  }

  /** Starts the entry at once if its endpoint has a free slot, else lines it up. */
  submit(entry: Entry): void {
    const lane = this.laneOf(entry.endpointId);
    if (lane.inFlight < this.limit) return this.run(lane, entry);
    lane.waiting.push(entry);
    this.waitingTotal++;
  }

  /** Starts an attempt whatever the lane's pause: the one probe of a paused endpoint. */
  submitProbe(entry: Entry): void {
    this.run(this.laneOf(entry.endpointId), entry);
  }

  /** Pauses the endpoint here until `until`; returns its waiting deliveries, to be put back. */
  pause(endpointId: string, until: Date): Entry[] {
    const lane = this.laneOf(endpointId);
    lane.pausedUntil = until;
    return this.takeWaiting(lane, () => true);
  }

  /** The endpoint answered: its deliveries go again. */
  resume(endpointId: string): void {
    const lane = this.lanes.get(endpointId);
    if (lane !== undefined) delete lane.pausedUntil;
  }

  /** Takes out the deliveries that have waited since before `queuedBefore`, in every lane. */
  takeWaitingSince(queuedBefore: number): Entry[] {
    return [...this.lanes.values()].flatMap((lane) => this.takeWaiting(lane, (entry) => entry.queuedAt < queuedBefore));
  }

  private takeWaiting(lane: Lane<Entry>, take: (entry: Entry) => boolean): Entry[] {
    const taken = lane.waiting.filter(take);
    if (taken.length === 0) return [];
    lane.waiting = lane.waiting.filter((entry) => !take(entry));
    this.waitingTotal -= taken.length;
    return taken;
  }

  private run(lane: Lane<Entry>, entry: Entry): void {
    lane.inFlight++;
    void this.start(entry).finally(() => {
      lane.inFlight--;
      const next = lane.inFlight < this.limit ? lane.waiting.shift() : undefined;
      if (next !== undefined) {
        this.waitingTotal--;
        this.run(lane, next);
      } else if (lane.inFlight === 0 && lane.waiting.length === 0 && lane.pausedUntil === undefined) {
        this.lanes.delete(entry.endpointId);
      }
    });
  }

  private laneOf(endpointId: string): Lane<Entry> {
    let lane = this.lanes.get(endpointId);
    if (lane === undefined) {
      lane = { inFlight: 0, waiting: [] };
      this.lanes.set(endpointId, lane);
    }
    return lane;
  }
}
