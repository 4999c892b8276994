import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { runLoad } from "../shared/load-generator.js";
import { cpuTimeMs, postgresCpuTimeMs } from "../shared/process-usage.js";
import type { SeededMerchant } from "../shared/seed-platform.js";
import { dateFromToday, writeTargetsFiles } from "../shared/targets-files.js";

export interface CreateRound {
  createsPerSecond: number;
  /** CPU per created booking in µs: the API process (its deliveries included) and PostgreSQL. */
  apiCpuUs: number;
  postgresCpuUs: number;
  /** A `pnpm worker` process's CPU per created booking, in µs, when it delivers instead of the API. */
  workerCpuUs: number;
  /** The local receiver's CPU per created booking, in µs; a merchant's machine in real life. */
  receiverCpuUs: number;
  /** Answers other than 201, by status and code. */
  refusals: Record<string, number>;
}

export interface CreateRoundSetup {
  apiUrl: string;
  apiPid: number;
  /** The delivering `pnpm worker` process, when the API does not deliver itself. */
  workerPid?: number;
  seconds: number;
  connections: number;
  /** Events the receiver has had so far. */
  deliveredCount: () => number;
}

const DRAIN_TIMEOUT_MS = 60_000;

/** wrk's target files for a group of merchants: create-distinct reads its merchants and dates. */
export function writeGroupTargets(merchants: SeededMerchant[]): string {
  const dir = mkdtempSync(join(tmpdir(), "webhook-bench-"));
  const [first] = merchants;
  if (first === undefined) throw new Error("A group needs merchants");
  writeTargetsFiles(dir, {
    merchants,
    // The script reads these files whatever the scenario, so they must exist.
    busy: { ...first, rangeStart: dateFromToday(10), rangeEnd: dateFromToday(11), deepCursor: "-" },
    hot: { ...first, date: dateFromToday(10), time: "19:00" },
    dateRanges: Array.from({ length: 60 }, (_, day) => [dateFromToday(10 + day), dateFromToday(40 + day)]),
    bookings: [{ merchant: first, bookingId: "-" }],
    pendingBookings: [{ merchant: first, bookingId: "-" }],
  });
  return dir;
}

/**
 * One closed-loop round of distinct creates driven by wrk (cheap on CPU, unlike a Node client).
 * When the group has endpoints, the round ends only once every created booking's event has
 * arrived, so its deliveries' CPU is counted in it and none spill into the next round.
 */
export async function measureCreateRound(
  setup: CreateRoundSetup,
  targetsDir: string,
  expectEvents: boolean,
): Promise<CreateRound> {
  const deliveredBefore = setup.deliveredCount();
  const apiBefore = cpuTimeMs(setup.apiPid);
  const workerCpuMs = () => (setup.workerPid === undefined ? 0 : cpuTimeMs(setup.workerPid));
  const workerBefore = workerCpuMs();
  const postgresBefore = postgresCpuTimeMs();
  const receiverBefore = process.cpuUsage();
  const run = await runLoad({
    url: setup.apiUrl,
    scenario: "create-distinct",
    seconds: setup.seconds,
    connections: setup.connections,
    threads: 2,
    targetsDir,
  });
  const created = run.statuses["201"] ?? 0;
  const drainDeadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (expectEvents && setup.deliveredCount() - deliveredBefore < created && Date.now() < drainDeadline) await sleep(50);
  const receiver = process.cpuUsage(receiverBefore);
  const perCreate = (cpuMs: number) => (created > 0 ? (cpuMs * 1000) / created : 0);
  const refusals = Object.fromEntries(Object.entries(run.statuses).filter(([status]) => status !== "201"));
  return {
    createsPerSecond: created / run.seconds,
    apiCpuUs: perCreate(cpuTimeMs(setup.apiPid) - apiBefore),
    postgresCpuUs: perCreate(postgresCpuTimeMs() - postgresBefore),
    workerCpuUs: perCreate(workerCpuMs() - workerBefore),
    receiverCpuUs: perCreate((receiver.user + receiver.system) / 1000),
    refusals,
  };
}
