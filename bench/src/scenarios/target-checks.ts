import type { BenchmarkResult } from "./benchmark-result.js";
import { find, has, peakRss, seriesOf } from "./benchmark-result.js";
import { number, ratio, statusText } from "./number-format.js";
import { SCENARIOS } from "./scenario-list.js";
import { median } from "../shared/statistics.js";

export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean;
}

/** Issue 12's targets, each read off this run's figures (ratios within the run). */
export function checkTargets(result: BenchmarkResult): TargetCheck[] {
  const main = result.main;
  const checks: TargetCheck[] = [];
  const declared = SCENARIOS.filter((scenario) => has(main, scenario.name));
  for (const { name, targets } of declared) {
    const api = find(main, name);
    const fair = find(main, name, "fair");
    if (targets.minVersusFair !== undefined) {
      const versusFair = api.requestsPerSecond.median / fair.requestsPerSecond.median;
      checks.push({
        target: `${name}: req/s >= ${targets.minVersusFair}x its fair baseline`,
        measured: ratio(versusFair),
        met: versusFair >= targets.minVersusFair,
      });
    }
    if (targets.maxP99VersusFair !== undefined) {
      const tail = api.p99.median / fair.p99.median;
      checks.push({
        target: `${name}: p99 <= ${targets.maxP99VersusFair}x its fair baseline's`,
        measured: ratio(tail),
        met: tail <= targets.maxP99VersusFair,
      });
    }
    if (targets.minPerSecond !== undefined) {
      const rate = api.requestsPerSecond.median;
      checks.push({
        target: `${name}: >= ${number(targets.minPerSecond)}/s`,
        measured: `${number(rate)}/s`,
        met: rate >= targets.minPerSecond,
      });
    }
  }
  for (const { name, targets } of declared) {
    if (targets.maxCpuUs === undefined) continue;
    const cpu = find(main, name).cpuUs.median;
    checks.push({
      target: `${name}: server CPU <= ${targets.maxCpuUs} µs/request`,
      measured: `${number(cpu)} µs`,
      met: cpu <= targets.maxCpuUs,
    });
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
  const startup = median(result.startupMs);
  checks.push({ target: "start-up to first answered request < 1 s", measured: `${number(startup)} ms`, met: startup < 1000 });
  return checks;
}
