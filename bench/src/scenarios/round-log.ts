import { log } from "./bench-run.js";
import type { RoundPlan, RoundResult } from "./measure-rounds.js";

/** One line per measured round, so a long run shows its progress and a narrowed run its figures. */
export function logRound(plan: RoundPlan, round: RoundResult): void {
  log(
    `${plan.scenario.padEnd(22)} ${plan.server.name.padEnd(8)} ${round.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${round.latencyMs.p99.toFixed(1)} ms  cpu ${round.cpuUsPerRequest.toFixed(0)} µs/req  rss ${round.peakRssMiB.toFixed(0)} MiB  ${JSON.stringify(round.statuses)}`,
  );
}
