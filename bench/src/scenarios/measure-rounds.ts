import { runLoad, type LoadOptions, type LoadRun } from "../shared/load-generator.js";
import { cpuTimeMs, residentMemoryMiB } from "../shared/process-usage.js";
import type { ServerProcess } from "../shared/server-process.js";

export interface RoundResult extends LoadRun {
  /** Server CPU (user + system) per answered request, in microseconds. */
  cpuUsPerRequest: number;
  /** The server's highest resident memory seen during the round, sampled every 200 ms. */
  peakRssMiB: number;
}

const MEMORY_SAMPLE_MS = 200;

export interface ScenarioSeries {
  scenario: string;
  server: string;
  rounds: RoundResult[];
}

export interface RoundPlan {
  scenario: string;
  server: ServerProcess;
  /** Runs before each round, e.g. to empty the hot slot again. */
  before?: () => Promise<void>;
  /** Runs after each round, e.g. to check for overbooking. */
  after?: () => Promise<void>;
}

export type LoadSettings = Omit<LoadOptions, "url" | "scenario" | "seconds">;

export interface RoundTiming {
  rounds: number;
  seconds: number;
  warmupSeconds: number;
}

/** One scenario against one server, with the CPU the server spent on it. */
export async function measureRound(plan: RoundPlan, seconds: number, load: LoadSettings): Promise<RoundResult> {
  await plan.before?.();
  const { pid } = plan.server;
  let peakRssMiB = residentMemoryMiB(pid);
  const memorySampler = setInterval(() => (peakRssMiB = Math.max(peakRssMiB, residentMemoryMiB(pid))), MEMORY_SAMPLE_MS);
  const cpuBefore = cpuTimeMs(pid);
  const run = await runLoad({ ...load, url: plan.server.url, scenario: plan.scenario, seconds }).finally(() =>
    clearInterval(memorySampler),
  );
  const cpuSpentMs = cpuTimeMs(pid) - cpuBefore;
  await plan.after?.();
  return { ...run, cpuUsPerRequest: run.requests > 0 ? (cpuSpentMs * 1000) / run.requests : 0, peakRssMiB };
}

/**
 * Warms every plan up once, then runs `rounds` rounds in which the plans take turns, so that a
 * noisy neighbour or a warming cache hits baseline and API alike.
 */
export async function measureAlternating(
  plans: RoundPlan[],
  options: RoundTiming & { load: LoadSettings; onRound?: (plan: RoundPlan, result: RoundResult) => void },
): Promise<ScenarioSeries[]> {
  for (const plan of plans) await measureRound(plan, options.warmupSeconds, options.load);
  const series = plans.map((plan) => ({ plan, scenario: plan.scenario, server: plan.server.name, rounds: [] as RoundResult[] }));
  for (let round = 0; round < options.rounds; round++) {
    for (const each of series) {
      const result = await measureRound(each.plan, options.seconds, options.load);
      each.rounds.push(result);
      options.onRound?.(each.plan, result);
    }
  }
  return series.map(({ scenario, server, rounds }) => ({ scenario, server, rounds }));
}
