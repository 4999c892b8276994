import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The bench package's folder (where RESULTS*.md live) and the repository's root. */
export const BENCH_DIR = resolve(fileURLToPath(import.meta.url), "../../..");
export const REPO_ROOT = resolve(BENCH_DIR, "..");

/** A file beside the committed results, e.g. "RESULTS-delivery.md". */
export function benchFile(name: string): string {
  return join(BENCH_DIR, name);
}
