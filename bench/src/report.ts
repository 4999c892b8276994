import type { ScenarioSeries } from "./measure-rounds.js";
import type { QueryPlans } from "./query-plans.js";
import { spreadOf, sumCounts, type Spread } from "./statistics.js";

export interface ScaleStage {
  bookings: number;
  series: ScenarioSeries[];
  plans: QueryPlans;
}

export interface BenchmarkResult {
  date: string;
  machine: { cpu: string; cores: number; memoryGiB: number; node: string; postgres: string; loadGenerator: string };
  settings: { seconds: number; rounds: number; connections: number; threads: number; apiProcesses: number };
  startupMs: number[];
  peakRssMiB: number;
  scale: ScaleStage[];
  main: ScenarioSeries[];
  hotSlot: { capacity: number; peakSeatsPerRound: number[] };
}

interface Summary {
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

const find = (series: ScenarioSeries[], scenario: string) => {
  const found = series.find((each) => each.scenario === scenario);
  if (!found) throw new Error(`no series for ${scenario}`);
  return summarize(found);
};

const number = (value: number, digits = 0) => value.toLocaleString("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const withRange = (spread: Spread, digits = 0) => `${number(spread.median, digits)} (${number(spread.min, digits)}–${number(spread.max, digits)})`;
const ratio = (value: number) => `${value.toFixed(2)}x`;
const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([, a], [, b]) => b - a)
    .map(([status, count]) => `${status}: ${number(count)}`)
    .join(", ");

export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean;
}

/** The issue's targets, each read off this run's figures. */
export function checkTargets(result: BenchmarkResult): TargetCheck[] {
  const baseline = find(result.main, "baseline");
  const checks: TargetCheck[] = [];
  for (const scenario of ["availability", "list-first-page"]) {
    const api = find(result.main, scenario);
    const throughput = api.requestsPerSecond.median / baseline.requestsPerSecond.median;
    const tail = api.p99.median / baseline.p99.median;
    checks.push({ target: `${scenario}: req/s >= 0.5x baseline`, measured: ratio(throughput), met: throughput >= 0.5 });
    checks.push({ target: `${scenario}: p99 <= 3x baseline p99`, measured: ratio(tail), met: tail <= 3 });
  }
  const first = find(result.main, "list-busy-first-page");
  const deep = find(result.main, "list-busy-deep-page");
  const deepCost = first.requestsPerSecond.median / deep.requestsPerSecond.median;
  checks.push({ target: "list deep page (1,000 rows in) within 1.2x of first page", measured: ratio(deepCost), met: deepCost <= 1.2 });
  const distinct = find(result.main, "create-distinct");
  checks.push({ target: "create on distinct slots >= 1,000/s", measured: `${number(distinct.requestsPerSecond.median)}/s`, met: distinct.requestsPerSecond.median >= 1000 });
  const hot = find(result.main, "create-hot-slot");
  const unexpected = Object.entries(hot.statuses).filter(([status]) => status !== "201" && status !== "400:CAPACITY_EXCEEDED");
  checks.push({ target: "hot slot >= 500/s", measured: `${number(hot.requestsPerSecond.median)}/s`, met: hot.requestsPerSecond.median >= 500 });
  checks.push({ target: "hot slot: no answer but 201 or CAPACITY_EXCEEDED", measured: unexpected.length === 0 ? "none other" : statusText(Object.fromEntries(unexpected)), met: unexpected.length === 0 && hot.socketErrors === 0 });
  const overbooked = result.hotSlot.peakSeatsPerRound.filter((seats) => seats > result.hotSlot.capacity).length;
  checks.push({ target: "hot slot: no overbooking", measured: `peak ${Math.max(...result.hotSlot.peakSeatsPerRound)} of ${result.hotSlot.capacity} seats`, met: overbooked === 0 });
  const [smallest, , largest] = result.scale;
  if (smallest && largest) {
    for (const scenario of ["availability", "list-first-page"]) {
      const small = find(smallest.series, scenario).requestsPerSecond.median;
      const large = find(largest.series, scenario).requestsPerSecond.median;
      checks.push({ target: `${scenario}: ${number(largest.bookings)} rows within 1.3x of ${number(smallest.bookings)}`, measured: ratio(small / large), met: small / large <= 1.3 });
    }
  }
  checks.push({ target: "RSS of one API process under the mixed load < 250 MB", measured: `${number(result.peakRssMiB)} MiB`, met: result.peakRssMiB < 250 });
  const startup = spreadOf(result.startupMs).median;
  checks.push({ target: "start-up to first answered request < 1 s", measured: `${number(startup)} ms`, met: startup < 1000 });
  return checks;
}

function scenarioTable(series: ScenarioSeries[]): string[] {
  const baseline = find(series, "baseline");
  const lines = [
    "| Scenario | req/s median (range) | vs baseline | p50 ms | p99 ms | p99 vs baseline | server CPU µs/req | CPU vs baseline | answers |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const each of series) {
    const summary = summarize(each);
    lines.push(
      `| ${each.scenario}${each.server === "baseline" ? " (node:http + postgres.js)" : ""} | ${withRange(summary.requestsPerSecond)} | ${ratio(summary.requestsPerSecond.median / baseline.requestsPerSecond.median)} | ${withRange(summary.p50, 1)} | ${withRange(summary.p99, 1)} | ${ratio(summary.p99.median / baseline.p99.median)} | ${withRange(summary.cpuUs)} | ${ratio(summary.cpuUs.median / baseline.cpuUs.median)} | ${statusText(summary.statuses)}${summary.socketErrors ? `, socket errors: ${summary.socketErrors}` : ""} |`,
    );
  }
  return lines;
}

export function renderMarkdown(result: BenchmarkResult): string {
  const { machine, settings } = result;
  const lines = [
    "# Benchmark results",
    "",
    `Run on ${result.date}: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB; Node ${machine.node}; ${machine.postgres}; ${machine.loadGenerator}.`,
    `${settings.apiProcesses} API process (bundled \`apps/api/dist/main.js\`, log level info to /dev/null) and 1 baseline process, both on the same PostgreSQL database;`,
    `wrk with ${settings.threads} threads and ${settings.connections} connections on the same machine; per scenario a warm-up, then ${settings.rounds} rounds of ${settings.seconds} s taking turns with the baseline.`,
    "Figures are medians over the rounds with their range; ratios are against the baseline measured in the same run. Regenerate with `pnpm bench`.",
    "",
    "## Targets",
    "",
    "| Target | Measured | Met |",
    "|---|---|---|",
    ...checkTargets(result).map((check) => `| ${check.target} | ${check.measured} | ${check.met ? "yes" : "**no**"} |`),
    "",
    `## Scenarios (${number(result.scale.at(-1)?.bookings ?? 0)} bookings in the table)`,
    "",
    ...scenarioTable(result.main),
    "",
    "## Scale: the same merchants queried as the table grows",
    "",
    "| Bookings in table | baseline req/s | availability req/s (vs baseline) | list first page req/s (vs baseline) | availability p99 ms | list p99 ms |",
    "|---|---|---|---|---|---|",
    ...result.scale.map((stage) => {
      const [baseline, availability, list] = ["baseline", "availability", "list-first-page"].map((scenario) => find(stage.series, scenario));
      const versusBaseline = (summary: Summary) => ratio(summary.requestsPerSecond.median / baseline!.requestsPerSecond.median);
      return `| ${number(stage.bookings)} | ${withRange(baseline!.requestsPerSecond)} | ${withRange(availability!.requestsPerSecond)} (${versusBaseline(availability!)}) | ${withRange(list!.requestsPerSecond)} (${versusBaseline(list!)}) | ${number(availability!.p99.median, 1)} | ${number(list!.p99.median, 1)} |`;
    }),
    "",
    "The baseline runs the same merchant-day query at every size, so where it slows as well, the machine (buffer cache, background writes) slowed, not our query plan.",
    "",
    "Query plans at the largest size (EXPLAIN ANALYZE, seats on one merchant-day, then a list page):",
    "",
    "```",
    ...(result.scale.at(-1)?.plans.seatsOnDay ?? []),
    "",
    ...(result.scale.at(-1)?.plans.listPage ?? []),
    "```",
    "",
    `Start-up to first answered request (ms, each a fresh process): ${result.startupMs.map((ms) => number(ms)).join(", ")}.`,
    `Peak RSS of the API process under the mixed load: ${number(result.peakRssMiB)} MiB.`,
    "",
  ];
  return lines.join("\n");
}
