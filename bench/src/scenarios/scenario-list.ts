/**
 * Every scenario `pnpm bench` measures, in the order the rounds run them and the report lists
 * them. Each runs against the API and against its fair baseline (`src/fair-baseline/`), with the
 * request mix of the same name in `bench/wrk/scenarios.lua`. A new scenario is one entry here,
 * its endpoint in the fair baseline and its mix in the Lua script;
 * its targets, if it has any, are read off `targets` by target-checks.ts.
 */
export interface ScenarioDefinition {
  name: string;
  /** Issue 12's targets for the API in this scenario; the report checks each one declared. */
  targets: {
    /** req/s at least this share of its fair baseline's. */
    minVersusFair?: number;
    /** p99 at most this multiple of its fair baseline's. */
    maxP99VersusFair?: number;
    /** req/s at least this, absolute. */
    minPerSecond?: number;
    /** Server CPU per request at most this, µs. */
    maxCpuUs?: number;
  };
}

export const SCENARIOS: readonly ScenarioDefinition[] = [
  { name: "availability", targets: { minVersusFair: 0.6, maxP99VersusFair: 2, maxCpuUs: 300 } },
  { name: "list-first-page", targets: { minVersusFair: 0.6, maxP99VersusFair: 2, maxCpuUs: 600 } },
  { name: "list-busy-first-page", targets: {} },
  { name: "list-busy-deep-page", targets: {} },
  { name: "create-distinct", targets: { minVersusFair: 0.6, minPerSecond: 1200, maxCpuUs: 800 } },
  { name: "create-hot-slot", targets: {} },
  { name: "status-update", targets: { minVersusFair: 0.6, maxCpuUs: 400 } },
  // Issue 33: PATCH moving or resizing a pending booking, under the merchant lock with the seat check.
  { name: "modify", targets: {} },
  { name: "mixed", targets: {} },
];

/** The one-query baseline's own mix: the yardstick every scenario is also read against. */
export const ONE_QUERY_SCENARIO = "baseline";

/** What the scale curve measures at each table size, the one-query baseline first. */
export const SCALE_SCENARIOS = [ONE_QUERY_SCENARIO, "availability", "list-first-page"] as const;
