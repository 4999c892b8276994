import { log, type BenchRun } from "./bench-run.js";
import { freeHotSlot, seatsHeldAtHotSlot } from "./load-targets.js";
import { measureAlternating, type ScenarioSeries } from "./measure-rounds.js";
import { logRound } from "./round-log.js";
import { mainPlans } from "./scenario-plans.js";

/** Every scenario against the full platform, taking turns with the baselines (each round samples its server's memory). */
export async function measureScenarios(run: BenchRun): Promise<{ main: ScenarioSeries[]; hotSlotSeats: number[] }> {
  const { sql, api, hot } = run;
  log("main scenarios");
  const hotSlotSeats: number[] = [];
  const hooks = {
    "create-hot-slot": {
      before: () => freeHotSlot(sql, hot.merchantId),
      after: async () => void hotSlotSeats.push(await seatsHeldAtHotSlot(sql, hot.merchantId)),
    },
  };
  // BENCH_SCENARIOS=availability,mixed narrows the run while profiling; the baseline always runs.
  const chosen = mainPlans({ oneQuery: run.baseline, fair: run.fair, api }, hooks, run.settings.only);
  const main = await measureAlternating(chosen, { ...run.timing, load: run.load, onRound: logRound });
  return { main, hotSlotSeats };
}
