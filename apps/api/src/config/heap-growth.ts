import { setFlagsFromString } from "node:v8";

/** V8 accepts the flag with dashes or underscores. */
const HEAP_GROWING_FLAG = /^--heap[-_]growing[-_]percent\b/;

/**
 * After each full collection V8 lets the old generation grow to up to several times what
 * survived before it collects again. This server keeps little alive (about 27 MiB of heap under
 * the bench's mixed load) but allocates fast, so that headroom was most of its memory: about
 * 250 MiB resident under the mixed load, against about 170 MiB with the growth capped at 1.5x,
 * for about 1% more CPU per request (bench/PROFILES.md, "Memory"). V8 reads the factor at every
 * collection, so setting it as the process starts takes effect. An operator's own flag wins.
 */
export function capHeapGrowth(percent = 50): void {
  if (heapGrowthChosenByOperator(process.execArgv, process.env.NODE_OPTIONS)) return;
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/** Whether the command line or NODE_OPTIONS already sets the heap growing factor. */
export function heapGrowthChosenByOperator(execArgv: readonly string[], nodeOptions: string | undefined): boolean {
  return [...execArgv, ...(nodeOptions ?? "").split(/\s+/)].some((arg) => HEAP_GROWING_FLAG.test(arg));
}
