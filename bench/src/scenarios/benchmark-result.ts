import type { ScenarioSeries } from "./measure-rounds.js";
import type { QueryPlans } from "./query-plans.js";
import { ONE_QUERY_SCENARIO } from "./scenario-list.js";
import { spreadOf, sumCounts, type Spread } from "../shared/statistics.js";

/** What `pnpm bench` measured, as RESULTS.json holds it. */
export interface BenchmarkResult {
  date: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGiB: number;
    /** 1, 5 and 15 minute load averages as the run began: how busy the machine already was. */
    loadAverage?: string;
    node: string;
    postgres: string;
    loadGenerator: string;
  };
  settings: { seconds: number; rounds: number; connections: number; threads: number; apiProcesses: number };
  startupMs: number[];
  scale: ScaleStage[];
  main: ScenarioSeries[];
  hotSlot: { capacity: number; peakSeatsPerRound: number[] };
}

export interface ScaleStage {
  bookings: number;
  series: ScenarioSeries[];
  plans: QueryPlans;
}

export interface Summary {
  requestsPerSecond: Spread;
  p50: Spread;
  p99: Spread;
  cpuUs: Spread;
  statuses: Record<string, number>;
  socketErrors: number;
}

export function summarize(series: ScenarioSeries): Summary {
  const rounds = series.rounds;
  return {
    requestsPerSecond: spreadOf(rounds.map((round) => round.requestsPerSecond)),
    p50: spreadOf(rounds.map((round) => round.latencyMs.p50)),
    p99: spreadOf(rounds.map((round) => round.latencyMs.p99)),
    cpuUs: spreadOf(rounds.map((round) => round.cpuUsPerRequest)),
    statuses: sumCounts(rounds.map((round) => round.statuses)),
    socketErrors: rounds.reduce((sum, round) => sum + round.socketErrors, 0),
  };
}

/** A scenario's series on one server: "api", "fair" (its hand-written baseline) or "baseline" (one query). */
export function seriesOf(series: ScenarioSeries[], scenario: string, server = "api"): ScenarioSeries {
  const found = series.find((each) => each.scenario === scenario && (scenario === ONE_QUERY_SCENARIO || each.server === server));
  if (!found) throw new Error(`no series for ${scenario} on ${server}`);
  return found;
}

export const find = (series: ScenarioSeries[], scenario: string, server = "api"): Summary =>
  summarize(seriesOf(series, scenario, server));

export const has = (series: ScenarioSeries[], scenario: string, server = "api"): boolean =>
  series.some((each) => each.scenario === scenario && each.server === server);

/** The highest resident memory a server reached in a series' rounds. */
export const peakRss = (series: ScenarioSeries): number => Math.max(...series.rounds.map((round) => round.peakRssMiB));
