import type { ScaleStage } from "./benchmark-result.js";
import { log, type BenchRun } from "./bench-run.js";
import { loadTargets } from "./load-targets.js";
import { measureAlternating, type RoundPlan } from "./measure-rounds.js";
import { explainHotQueries } from "./query-plans.js";
import { logRound } from "./round-log.js";
import { ONE_QUERY_SCENARIO, SCALE_SCENARIOS } from "./scenario-list.js";
import { seedBookings } from "../shared/seed-platform.js";
import { dateFromToday, writeTargetsFiles } from "../shared/targets-files.js";

/** The scale curve always queries these first merchants, whose data stays the same while the table grows. */
const SCALE_PROBE_MERCHANTS = 10;

/** The table sizes of the curve, in merchants: 10, 100 and the full platform. */
function scaleMerchantCounts(total: number): number[] {
  return [10, 100, total].filter((count, index, all) => count <= total && all.indexOf(count) === index);
}

/**
 * Grows the table stage by stage (10k, 100k, then the full platform) and at each size measures
 * availability and listing for the same first merchants, whose own data never changes.
 */
export async function measureScaleCurve(run: BenchRun): Promise<ScaleStage[]> {
  const { sql, merchants, settings } = run;
  const scale: ScaleStage[] = [];
  let seededMerchants = 0;
  let serial = 0;
  for (const merchantCount of scaleMerchantCounts(settings.merchants)) {
    const newcomers = merchants.slice(seededMerchants, merchantCount).map((merchant) => merchant.merchantId);
    log(`seeding ${newcomers.length * settings.bookingsPerMerchant} bookings`);
    await seedBookings(sql, newcomers, settings.bookingsPerMerchant, serial);
    serial += newcomers.length * settings.bookingsPerMerchant;
    seededMerchants = merchantCount;
    if (merchantCount === settings.merchants) {
      await seedBookings(sql, [run.busy.merchantId], settings.busyBookings, serial);
      serial += settings.busyBookings;
    }
    await sql`vacuum analyze bookings`;
    // Flush the seeding's dirty pages now rather than during the measured rounds.
    await sql`checkpoint`;
    const [counted] = await sql<{ total: number }[]>`select count(*)::int as total from bookings`;
    const total = counted?.total ?? 0;
    writeTargetsFiles(run.targetsDir, await loadTargets(sql, merchants, run.busy, run.hot));
    log(`scale stage: ${total} bookings`);
    // A narrowed run (BENCH_SCENARIOS) only seeds: it is for iterating on the main scenarios.
    if (settings.only) continue;
    const plans: RoundPlan[] = SCALE_SCENARIOS.map((scenario) => ({
      scenario,
      server: scenario === ONE_QUERY_SCENARIO ? run.baseline : run.api,
    }));
    const series = await measureAlternating(plans, {
      ...run.timing,
      load: { ...run.load, merchants: SCALE_PROBE_MERCHANTS },
      onRound: logRound,
    });
    const [probe] = merchants;
    if (probe === undefined) throw new Error("The scale curve needs a seeded merchant");
    scale.push({ bookings: total, series, plans: await explainHotQueries(sql, probe.merchantId, dateFromToday(10)) });
  }
  return scale;
}
