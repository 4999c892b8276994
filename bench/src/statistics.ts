export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Median with its range: rounds alternate with the baseline, so the spread shows the noise. */
export function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

export function sumCounts(counts: Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const each of counts) for (const [key, count] of Object.entries(each)) total[key] = (total[key] ?? 0) + count;
  return total;
}
