import type { RoundPlan } from "./measure-rounds.js";
import type { ServerProcess } from "../shared/server-process.js";
import { ONE_QUERY_SCENARIO, SCENARIOS } from "./scenario-list.js";

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
  const plans: RoundPlan[] = [{ scenario: ONE_QUERY_SCENARIO, server: servers.oneQuery }];
  for (const { name } of SCENARIOS) {
    if (only && !only.includes(name)) continue;
    plans.push({ scenario: name, server: servers.fair, ...hooks[name] });
    plans.push({ scenario: name, server: servers.api, ...hooks[name] });
  }
  return plans;
}
