import { availableParallelism } from "node:os";
import type { CreateComparison } from "./create-comparison.js";
import type { CreateRound } from "./create-rounds.js";
import { describeLagRun, type LagRun } from "./lag-probe.js";
import { describeNoisyNeighbour, type NoisyNeighbourRun } from "./noisy-neighbour.js";
import type { WebhookSettings } from "../settings.js";
import { formatLoad, today } from "../shared/report-format.js";
import { sumCounts } from "../shared/statistics.js";

export interface WebhookRuns {
  loadAtStart: number[];
  loadAtEnd: number[];
  rounds: { without: CreateRound[]; withEndpoint: CreateRound[] };
  creates: CreateComparison;
  lagRefusals: Map<string, number>;
  budgetRun: LagRun;
  sustainableRun: LagRun;
  noisyRun: NoisyNeighbourRun;
}

/** RESULTS-webhooks.md: one line per budget, then the create rounds, the lag runs and the noisy neighbour. */
export function renderWebhookReport(settings: WebhookSettings, runs: WebhookRuns): string[] {
  const { budgetRun, sustainableRun, noisyRun, creates } = runs;
  const lagMet = budgetRun.lag(99) < 2000 && budgetRun.delivered === budgetRun.accepted;
  const noisyMet = noisyRun.quiet.lag(95) < 1000 && noisyRun.quiet.delivered === noisyRun.quiet.accepted;
  return [
    "# Webhook benchmark",
    "",
    `Run on ${today()} (load average ${formatLoad(runs.loadAtStart)} at the start, ${formatLoad(runs.loadAtEnd)} at the end, on ${availableParallelism()} cores: other work shares the machine, so the ratios and lag percentiles are the figures to trust, not the absolute rates). One API process (the bundle, delivering in-process) and PostgreSQL; the creates`,
    `come from wrk (${settings.connections} connections) in the throughput rounds and from the bench process in the lag runs; the`,
    `receiver, answering 204, runs in the bench process. All share the machine's cores. Regenerate with \`pnpm bench:webhooks\`.`,
    "",
    "| Budget | Measured | Met |",
    "|---|---|---|",
    `| create req/s for merchants with one subscribed endpoint each, against without (the 0.85x budget is withdrawn; about 0.8x on two shared cores is accepted) | ${creates.throughputRatio.toFixed(2)}x | reported |`,
    `| delivery lag p99 < 2 s at ${settings.lagRate} creates/s, none lost | p99 ${budgetRun.lag(99)} ms, ${budgetRun.delivered} of ${budgetRun.accepted} delivered | ${lagMet ? "yes" : "**no**"} |`,
    `| noisy neighbour: merchant A's lag p95 < 1 s, none lost, while B's endpoint hangs and B creates ${settings.noisyRate}/s | p95 ${noisyRun.quiet.lag(95)} ms, ${noisyRun.quiet.delivered} of ${noisyRun.quiet.accepted} delivered | ${noisyMet ? "yes" : "**no**"} |`,
    "",
    `Create throughput, medians of ${settings.rounds} rounds of ${settings.roundSeconds} s of distinct creates per group, the groups taking turns`,
    "(which goes first alternates); a round with endpoints ends when every event of its bookings has arrived, so the CPU of",
    "its deliveries counts in it:",
    "",
    ...creates.table,
    "",
    `Round by round, with / without: ${creates.pairs}.`,
    "",
    `Answers other than 201: throughput rounds ${JSON.stringify(sumCounts([...runs.rounds.without, ...runs.rounds.withEndpoint].map((round) => round.refusals)))}, lag runs ${JSON.stringify(Object.fromEntries(runs.lagRefusals))}.`,
    "",
    describeLagRun(budgetRun),
    "",
    `At half the rate this host creates in a closed loop (where creates do not queue): ${describeLagRun(sustainableRun)}`,
    "",
    "Noisy neighbour:",
    "",
    ...describeNoisyNeighbour(noisyRun).map((line) => `- ${line}`),
    "",
  ];
}
