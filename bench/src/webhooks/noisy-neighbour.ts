import { createServer, type ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import postgres from "postgres";
import type { LagProbe, LagRun } from "./lag-probe.js";
import { listenLocally } from "../shared/local-listener.js";

/** A receiver that never answers: it holds every request open until the sender gives up. */
export interface HangingReceiver {
  url: string;
  /** Requests received so far, and the most open at once. */
  received: () => number;
  maxOpen: () => number;
  close(): void;
}

export async function startHangingReceiver(): Promise<HangingReceiver> {
  const held: ServerResponse[] = [];
  let received = 0;
  let open = 0;
  let maxOpen = 0;
  const server = createServer((request, response) => {
    received++;
    open++;
    maxOpen = Math.max(maxOpen, open);
    response.on("close", () => open--);
    request.resume();
    held.push(response);
  });
  const port = await listenLocally(server);
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received: () => received,
    maxOpen: () => maxOpen,
    close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

export interface NoisyNeighbourRun {
  quiet: LagRun;
  noisyRate: number;
  noisyCreated: number;
  /** Attempts the hanging endpoint received, and the most it had open at once. */
  noisyAttempts: number;
  noisyMaxOpen: number;
  /** The noisy merchant's deliveries still waiting when the quiet one's had all arrived. */
  noisyBacklog: number;
  /** The hanging endpoint's state then. */
  noisyPausedUntil: string | null;
  noisyTimeoutsInARow: number;
}

/**
 * Merchant B's endpoint hangs while B creates `noisyRate` bookings a second; merchant A creates
 * `quietRate` a second at the same time, to a receiver that answers at once. A's lag is what a
 * broken neighbour costs it.
 */
export async function measureNoisyNeighbour(options: {
  databaseUrl: string;
  quiet: LagProbe;
  noisy: LagProbe;
  hanging: HangingReceiver;
  noisyEndpointId: string;
  quietRate: number;
  noisyRate: number;
  seconds: number;
}): Promise<NoisyNeighbourRun> {
  const [quiet, noisyCreated] = await Promise.all([
    options.quiet.measure(options.quietRate, options.seconds),
    // Starts a moment later, so B's first attempts are already hanging when A's events come.
    sleep(200).then(() => options.noisy.offer(options.noisyRate, options.seconds)),
  ]);
  const database = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [state] = await database<{ backlog: number; pausedUntil: Date | null; timeouts: number }[]>`
      select (select count(*)::int from webhook_deliveries where endpoint_id = ${options.noisyEndpointId} and status = 'pending') as backlog,
        paused_until as "pausedUntil", timeouts_in_a_row as timeouts
      from webhook_endpoints where id = ${options.noisyEndpointId}`;
    return {
      quiet,
      noisyRate: options.noisyRate,
      noisyCreated,
      noisyAttempts: options.hanging.received(),
      noisyMaxOpen: options.hanging.maxOpen(),
      noisyBacklog: state?.backlog ?? 0,
      noisyPausedUntil: state?.pausedUntil == null ? null : new Date(state.pausedUntil).toISOString(),
      noisyTimeoutsInARow: state?.timeouts ?? 0,
    };
  } finally {
    await database.end();
  }
}

export function describeNoisyNeighbour(run: NoisyNeighbourRun): string[] {
  const { quiet } = run;
  return [
    `Merchant B's endpoint never answers (10 s timeout) while B creates ${run.noisyRate} bookings/s and merchant A ${quiet.rate}/s, both for ${quiet.seconds} s, to a receiver that answers at once.`,
    `A: ${quiet.accepted} created, ${quiet.delivered} delivered; lag p50 ${quiet.lag(50)} ms, p95 ${quiet.lag(95)} ms, p99 ${quiet.lag(99)} ms, max ${quiet.lag(100)} ms.`,
    `B: ${run.noisyCreated} created; its endpoint got ${run.noisyAttempts} attempts (at most ${run.noisyMaxOpen} open at once) and was paused after ${run.noisyTimeoutsInARow} timeouts in a row${run.noisyPausedUntil === null ? " (not paused)" : ` until ${run.noisyPausedUntil}`}; ${run.noisyBacklog} of its deliveries were waiting when A's had all arrived.`,
  ];
}
