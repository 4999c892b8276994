import {
  find,
  has,
  peakRss,
  seriesOf,
  summarize,
  type BenchmarkResult,
  type ScaleStage,
  type Summary,
} from "./benchmark-result.js";
import type { ScenarioSeries } from "./measure-rounds.js";
import { number, ratio, statusText, withRange } from "./number-format.js";
import { ONE_QUERY_SCENARIO } from "./scenario-list.js";
import { checkTargets } from "./target-checks.js";

function scenarioTable(series: ScenarioSeries[]): string[] {
  const oneQuery = find(series, ONE_QUERY_SCENARIO);
  const lines = [
    "| Scenario | server | req/s median (range) | vs fair | vs one-query | p50 ms | p99 ms | p99 vs fair | server CPU µs/req | CPU vs fair | peak RSS MiB | answers |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const each of series) {
    const summary = summarize(each);
    const fair = each.server === ONE_QUERY_SCENARIO ? undefined : find(series, each.scenario, "fair");
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
    ...result.scale.map(scaleRow),
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
  const highest = main.filter((each) => each.server === "api").sort((a, b) => peakRss(b) - peakRss(a))[0];
  if (highest === undefined) return [];
  return [
    `Peak RSS under the mixed load: API ${number(peakRss(seriesOf(main, "mixed", "api")))} MiB, its fair baseline ${number(peakRss(seriesOf(main, "mixed", "fair")))} MiB. The API's highest in any scenario: ${number(peakRss(highest))} MiB (${highest.scenario}).`,
  ];
}

/** One table size of the scale curve: the one-query baseline, availability and listing. */
function scaleRow(stage: ScaleStage): string {
  const baseline = find(stage.series, ONE_QUERY_SCENARIO);
  const availability = find(stage.series, "availability");
  const list = find(stage.series, "list-first-page");
  const versusBaseline = (summary: Summary) => ratio(summary.requestsPerSecond.median / baseline.requestsPerSecond.median);
  return `| ${number(stage.bookings)} | ${withRange(baseline.requestsPerSecond)} | ${withRange(availability.requestsPerSecond)} (${versusBaseline(availability)}) | ${withRange(list.requestsPerSecond)} (${versusBaseline(list)}) | ${number(availability.p99.median, 1)} | ${number(list.p99.median, 1)} |`;
}
