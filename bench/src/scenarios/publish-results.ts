import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import type { BenchmarkResult } from "./benchmark-result.js";
import { renderMarkdown } from "./render-results.js";
import { checkTargets } from "./target-checks.js";
import { BENCH_DIR } from "../shared/paths.js";
import { loadNow } from "../shared/report-format.js";

export function describeMachine(): BenchmarkResult["machine"] {
  // wrk prints its version with its usage and exits 1, so the exit code is not consulted.
  const version = (command: string, args: string[]) =>
    (spawnSync(command, args, { encoding: "utf8" }).stdout.split("\n")[0] ?? "").trim();
  return {
    cpu: cpus()[0]?.model.trim() ?? "unknown CPU",
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage: loadNow(),
    node: process.version,
    postgres: version("psql", ["--version"]).replace("psql (PostgreSQL)", "PostgreSQL"),
    loadGenerator: version("wrk", ["--version"]).split(" [")[0] ?? "",
  };
}

/** Writes the run to results/ and the committed RESULTS files; `write` false prints it only (a smoke run). */
export function publish(result: BenchmarkResult, log: (message: string) => void, write: boolean): void {
  const markdown = renderMarkdown(result);
  if (!write) {
    console.log(`\n${markdown}`);
    return;
  }
  const resultsDir = join(BENCH_DIR, "results");
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replaceAll(":", "-").slice(0, 19);
  writeFileSync(join(resultsDir, `${stamp}.json`), JSON.stringify(result, null, 2));
  writeFileSync(join(resultsDir, `${stamp}.md`), markdown);
  writeFileSync(join(BENCH_DIR, "RESULTS.md"), markdown);
  // The raw rounds, committed beside RESULTS.md so every figure in it can be recomputed.
  writeFileSync(join(BENCH_DIR, "RESULTS.json"), JSON.stringify(result, null, 2));
  console.log(`\n${markdown}`);
  const missed = checkTargets(result).filter((check) => !check.met);
  if (missed.length > 0) log(`targets missed: ${missed.map((check) => check.target).join("; ")}`);
}
