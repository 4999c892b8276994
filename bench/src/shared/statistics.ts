/** The bench's one place for statistics: every median, range and percentile is computed here. */

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/**
 * The middle value, or the mean of the two middle ones for an even count; 0 for none. Rounds
 * come in odd counts by default (3, 5, 11), where this is the middle round itself.
 */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) return 0;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** Median with its range: rounds alternate with the baseline, so the spread shows the noise. */
export function spreadOf(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * The nearest-rank percentile `p` (0-100) of `values`, NaN for none: what share of lags stayed
 * under a figure, p100 being the largest.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Counts by key (answers by status, refusals by code) added up over rounds. */
export function sumCounts(counts: readonly Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const each of counts) for (const [key, count] of Object.entries(each)) total[key] = (total[key] ?? 0) + count;
  return total;
}
