import type { RoundPlan } from "./measure-rounds.js";
import type { ServerProcess } from "./server-process.js";

/** The scenarios every full run measures, each against the API and against its fair baseline. */
export const MAIN_SCENARIOS = [
  "availability",
  "list-first-page",
  "list-busy-first-page",
  "list-busy-deep-page",
  "create-distinct",
  "create-hot-slot",
  "status-update",
  "mixed",
] as const;

export interface ScenarioServers {
  oneQuery: ServerProcess;
  fair: ServerProcess;
  api: ServerProcess;
}

/**
 * The one-query baseline first, then per scenario its fair baseline and the API back to back, so
 * the pair being compared runs under the same background load. `hooks` adds per-scenario
 * before/after steps (the hot slot is emptied before every round, whichever server runs it).
 */
export function mainPlans(
  servers: ScenarioServers,
  hooks: Partial<Record<string, Pick<RoundPlan, "before" | "after">>>,
  only: string[] | undefined,
): RoundPlan[] {
  const plans: RoundPlan[] = [{ scenario: "baseline", server: servers.oneQuery }];
  for (const scenario of MAIN_SCENARIOS) {
    if (only && !only.includes(scenario)) continue;
    plans.push({ scenario, server: servers.fair, ...hooks[scenario] });
    plans.push({ scenario, server: servers.api, ...hooks[scenario] });
  }
  return plans;
}
