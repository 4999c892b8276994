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

/** A scenario's series on one server: "api", "fair" (its hand-written baseline) or "baseline" (one query). */
const find = (series: ScenarioSeries[], scenario: string, server = "api") => {
  const found = series.find((each) => each.scenario === scenario && (scenario === "baseline" || each.server === server));
  if (!found) throw new Error(`no series for ${scenario} on ${server}`);
  return summarize(found);
};
const has = (series: ScenarioSeries[], scenario: string, server = "api") =>
  series.some((each) => each.scenario === scenario && each.server === server);
/** The highest resident memory a server reached in a series' rounds. */
const peakRss = (series: ScenarioSeries) => Math.max(...series.rounds.map((round) => round.peakRssMiB));
const seriesOf = (series: ScenarioSeries[], scenario: string, server: string) =>
  series.find((each) => each.scenario === scenario && each.server === server)!;

const number = (value: number, digits = 0) =>
  value.toLocaleString("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const withRange = (spread: Spread, digits = 0) =>
  `${number(spread.median, digits)} (${number(spread.min, digits)}–${number(spread.max, digits)})`;
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

/** Issue 12's targets, each read off this run's figures (ratios within the run). */
export function checkTargets(result: BenchmarkResult): TargetCheck[] {
  const main = result.main;
  const checks: TargetCheck[] = [];
  const versusFair = (scenario: string) =>
    find(main, scenario).requestsPerSecond.median / find(main, scenario, "fair").requestsPerSecond.median;
  for (const scenario of ["availability", "list-first-page"]) {
    if (!has(main, scenario)) continue;
    const tail = find(main, scenario).p99.median / find(main, scenario, "fair").p99.median;
    checks.push({
      target: `${scenario}: req/s >= 0.6x its fair baseline`,
      measured: ratio(versusFair(scenario)),
      met: versusFair(scenario) >= 0.6,
    });
    checks.push({ target: `${scenario}: p99 <= 2x its fair baseline's`, measured: ratio(tail), met: tail <= 2 });
  }
  if (has(main, "create-distinct")) {
    const rate = find(main, "create-distinct").requestsPerSecond.median;
    checks.push({
      target: "create-distinct: req/s >= 0.6x its fair baseline",
      measured: ratio(versusFair("create-distinct")),
      met: versusFair("create-distinct") >= 0.6,
    });
    checks.push({ target: "create-distinct: >= 1,200/s", measured: `${number(rate)}/s`, met: rate >= 1200 });
  }
  if (has(main, "status-update")) {
    checks.push({
      target: "status-update: req/s >= 0.6x its fair baseline",
      measured: ratio(versusFair("status-update")),
      met: versusFair("status-update") >= 0.6,
    });
  }
  const cpuLimits: [string, number][] = [
    ["availability", 300],
    ["list-first-page", 600],
    ["create-distinct", 800],
    ["status-update", 400],
  ];
  for (const [scenario, limit] of cpuLimits) {
    if (!has(main, scenario)) continue;
    const cpu = find(main, scenario).cpuUs.median;
    checks.push({ target: `${scenario}: server CPU <= ${limit} µs/request`, measured: `${number(cpu)} µs`, met: cpu <= limit });
  }
  if (has(main, "list-busy-first-page") && has(main, "list-busy-deep-page")) {
    const deepCost =
      find(main, "list-busy-first-page").requestsPerSecond.median / find(main, "list-busy-deep-page").requestsPerSecond.median;
    checks.push({
      target: "list deep page (1,000 rows in) within 1.15x of first page",
      measured: ratio(deepCost),
      met: deepCost <= 1.15,
    });
  }
  if (has(main, "create-hot-slot")) {
    const hot = find(main, "create-hot-slot");
    const unexpected = Object.entries(hot.statuses).filter(([status]) => status !== "201" && status !== "400:CAPACITY_EXCEEDED");
    checks.push({
      target: "hot slot: no answer but 201 or CAPACITY_EXCEEDED",
      measured: unexpected.length === 0 ? "none other" : statusText(Object.fromEntries(unexpected)),
      met: unexpected.length === 0 && hot.socketErrors === 0,
    });
    const peak = Math.max(...result.hotSlot.peakSeatsPerRound);
    checks.push({
      target: "hot slot: no overbooking",
      measured: `peak ${peak} of ${result.hotSlot.capacity} seats`,
      met: peak <= result.hotSlot.capacity,
    });
  }
  const [smallest, , largest] = result.scale;
  if (smallest && largest) {
    const small = find(smallest.series, "availability").requestsPerSecond.median;
    const large = find(largest.series, "availability").requestsPerSecond.median;
    checks.push({
      target: `availability: ${number(largest.bookings)} rows within 1.3x of ${number(smallest.bookings)}`,
      measured: ratio(small / large),
      met: small / large <= 1.3,
    });
  }
  if (has(main, "mixed")) {
    const mixedPeak = peakRss(seriesOf(main, "mixed", "api"));
    checks.push({
      target: "RSS of one API process under the mixed load < 200 MiB",
      measured: `${number(mixedPeak)} MiB`,
      met: mixedPeak < 200,
    });
  }
  const startup = spreadOf(result.startupMs).median;
  checks.push({ target: "start-up to first answered request < 1 s", measured: `${number(startup)} ms`, met: startup < 1000 });
  return checks;
}

function scenarioTable(series: ScenarioSeries[]): string[] {
  const oneQuery = find(series, "baseline");
  const lines = [
    "| Scenario | server | req/s median (range) | vs fair | vs one-query | p50 ms | p99 ms | p99 vs fair | server CPU µs/req | CPU vs fair | peak RSS MiB | answers |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const each of series) {
    const summary = summarize(each);
    const fair = each.server === "baseline" ? undefined : find(series, each.scenario, "fair");
    const versus = (value: number, reference: number | undefined) => (reference === undefined ? "" : ratio(value / reference));
    lines.push(
      `| ${each.scenario} | ${each.server} | ${withRange(summary.requestsPerSecond)} | ${versus(summary.requestsPerSecond.median, fair?.requestsPerSecond.median)} | ${ratio(summary.requestsPerSecond.median / oneQuery.requestsPerSecond.median)} | ${withRange(summary.p50, 1)} | ${withRange(summary.p99, 1)} | ${versus(summary.p99.median, fair?.p99.median)} | ${withRange(summary.cpuUs)} | ${versus(summary.cpuUs.median, fair?.cpuUs.median)} | ${number(peakRss(each))} | ${statusText(summary.statuses)}${summary.socketErrors ? `, socket errors: ${summary.socketErrors}` : ""} |`,
    );
  }
  return lines;
}

/** The scenario table alone, for a narrowed run. */
export function renderScenarioTable(main: ScenarioSeries[]): string {
  return scenarioTable(main).join("\n");
}

export function renderMarkdown(result: BenchmarkResult): string {
  const { machine, settings } = result;
  const lines = [
    "# Benchmark results",
    "",
    `Run on ${result.date}: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB; Node ${machine.node}; ${machine.postgres}; ${machine.loadGenerator}.`,
    `${settings.apiProcesses} API process (bundled \`apps/api/dist/main.js\`, log level info to /dev/null), 1 fair-baseline process (\`bench/src/fair-baseline/\`: each endpoint by hand on node:http + postgres.js, same checks, same or fewer statements, same JSON, and the same request log: every request buffered and written in multi-row inserts, as the API's is by default) and 1 one-query baseline process, all on the same PostgreSQL database;`,
    `wrk with ${settings.threads} threads and ${settings.connections} connections on the same machine; per scenario a warm-up, then ${settings.rounds} rounds of ${settings.seconds} s in which the fair baseline and the API of each scenario run back to back.`,
    `Figures are medians over the rounds with their range; ratios are within this run. wrk, PostgreSQL and the three servers share the machine's ${machine.cores} cores (load average ${machine.loadAverage ?? "not recorded"} when the run began), so read the ratios before the absolute rates. Raw rounds: \`RESULTS.json\`. Regenerate with \`pnpm bench\`. The request log's and the webhooks' budgets have runs of their own: \`RESULTS-request-log.md\` (\`pnpm bench:request-log\`) and \`RESULTS-webhooks.md\` (\`pnpm bench:webhooks\`).`,
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
      const [baseline, availability, list] = ["baseline", "availability", "list-first-page"].map((scenario) =>
        find(stage.series, scenario),
      );
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
    ...memoryLines(result.main),
    "",
  ];
  return lines.join("\n");
}

/** Where the memory target stands: each round samples its own server, so the mixed load's peak is its own. */
function memoryLines(main: ScenarioSeries[]): string[] {
  if (!has(main, "mixed")) return [];
  const highest = main.filter((each) => each.server === "api").sort((a, b) => peakRss(b) - peakRss(a))[0]!;
  return [
    `Peak RSS under the mixed load: API ${number(peakRss(seriesOf(main, "mixed", "api")))} MiB, its fair baseline ${number(peakRss(seriesOf(main, "mixed", "fair")))} MiB. The API's highest in any scenario: ${number(peakRss(highest))} MiB (${highest.scenario}).`,
  ];
}
