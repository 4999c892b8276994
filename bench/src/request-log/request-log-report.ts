import { writeFileSync } from "node:fs";
import type { QueryTiming } from "./request-log-queries.js";
import { benchFile } from "../shared/paths.js";
import { loadNow, today } from "../shared/report-format.js";
import { median } from "../shared/statistics.js";

export interface Throughput {
  scenario: string;
  on: number[];
  off: number[];
  /** API process CPU per request, µs: steadier than req/s on a machine shared with other work. */
  cpuUsOn: number[];
  cpuUsOff: number[];
  /** PostgreSQL's CPU per request in the same rounds, µs: where the log's inserts cost. */
  postgresCpuUsOn: number[];
  postgresCpuUsOff: number[];
  failuresOn: number;
}

/** The settings RESULTS-request-log.json records beside the figures. */
export interface ReportSettings {
  logRows: number;
  rounds: number;
  seconds: number;
  scenarios: string[];
}

/** The request log's budgets: throughput with the log on against off, and every page under 50 ms of server time. */
function budgetLines(queries: QueryTiming[], serviceMs: Record<string, number>, throughput: Throughput[]): string[] {
  const met = (ok: boolean) => (ok ? "yes" : "**no**");
  const slowestQuery = Math.max(...queries.map((query) => query.serverMs));
  const slowestService = Math.max(...Object.values(serviceMs));
  return [
    "| Budget | Measured | Met |",
    "|---|---|---|",
    ...throughput.map((row) => {
      const ratio = median(row.on) / median(row.off);
      return `| ${row.scenario}: req/s with the log on >= 0.9x off | ${ratio.toFixed(2)}x | ${met(ratio >= 0.9)} |`;
    }),
    `| every request-log page (first, cursor, each filter) < 50 ms in PostgreSQL | slowest ${slowestQuery.toFixed(2)} ms | ${met(slowestQuery < 50)} |`,
    `| listRequestLog() end to end < 50 ms | slowest ${slowestService.toFixed(1)} ms | ${met(slowestService < 50)} |`,
  ];
}

/** Writes RESULTS-request-log.md and .json (unless `write` is false) and prints all but the plans. */
export function report(
  settings: ReportSettings,
  queries: QueryTiming[],
  serviceMs: Record<string, number>,
  throughput: Throughput[],
  write: boolean,
): void {
  const range = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
  const lines = [
    "# Request log benchmark",
    "",
    `Run on ${today()} (load average ${loadNow()} when the run began). Regenerate with \`pnpm bench:request-log\`; raw figures: \`RESULTS-request-log.json\`.`,
    "",
    ...budgetLines(queries, serviceMs, throughput),
    "",
    `## Pages at ${settings.logRows.toLocaleString("en")} entries for one merchant (EXPLAIN ANALYZE, planning + execution, median of 5)`,
    "",
    "| page | server ms | rows |",
    "|---|---|---|",
    ...queries.map((query) => `| ${query.name} | ${query.serverMs.toFixed(2)} | ${query.rows} |`),
    "",
    "listRequestLog() end to end from Node, median of 11: " +
      Object.entries(serviceMs)
        .map(([label, ms]) => `${label} ${ms.toFixed(1)} ms`)
        .join(", "),
    "",
    `## Throughput, request log on vs off (median of ${settings.rounds} rounds of ${settings.seconds} s, 32 connections)`,
    "",
    "| scenario | log on req/s | log off req/s | on/off | API CPU µs/request on | off | PostgreSQL CPU µs/request on | off | non-2xx with log on |",
    "|---|---|---|---|---|---|---|---|---|",
    ...throughput.map(
      (row) =>
        `| ${row.scenario} | ${median(row.on).toFixed(0)} (${range(row.on)}) | ${median(row.off).toFixed(0)} (${range(row.off)}) | ${(median(row.on) / median(row.off)).toFixed(2)}x | ${median(row.cpuUsOn).toFixed(0)} | ${median(row.cpuUsOff).toFixed(0)} | ${median(row.postgresCpuUsOn).toFixed(0)} | ${median(row.postgresCpuUsOff).toFixed(0)} | ${row.failuresOn} |`,
    ),
    "",
    "## Plans",
    "",
    ...queries.flatMap((query) => [`### ${query.name}`, "", "```", ...query.plan, "```", ""]),
  ];
  if (write) {
    writeFileSync(benchFile("RESULTS-request-log.md"), lines.join("\n"));
    writeFileSync(benchFile("RESULTS-request-log.json"), JSON.stringify({ settings, queries, serviceMs, throughput }, null, 2));
  }
  process.stdout.write(`${lines.slice(0, lines.indexOf("## Plans")).join("\n")}\n`);
}
