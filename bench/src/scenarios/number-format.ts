import type { Spread } from "../shared/statistics.js";

/** How RESULTS.md writes numbers: grouped thousands, a fixed number of decimals. */
export const number = (value: number, digits = 0): string =>
  value.toLocaleString("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const withRange = (spread: Spread, digits = 0): string =>
  `${number(spread.median, digits)} (${number(spread.min, digits)}–${number(spread.max, digits)})`;

export const ratio = (value: number): string => `${value.toFixed(2)}x`;

/** Answers by status, most frequent first: "200: 12,345, 400:CAPACITY_EXCEEDED: 12". */
export const statusText = (statuses: Record<string, number>): string =>
  Object.entries(statuses)
    .sort(([, a], [, b]) => b - a)
    .map(([status, count]) => `${status}: ${number(count)}`)
    .join(", ");
