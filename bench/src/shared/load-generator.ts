import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { childEnvironment } from "../settings.js";

export interface LoadRun {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Socket-level failures reported by wrk (connect, read, write, timeout). */
  socketErrors: number;
  /** Answers by status, errors as `status:CODE`. */
  statuses: Record<string, number>;
}

export interface LoadOptions {
  url: string;
  scenario: string;
  seconds: number;
  connections: number;
  threads: number;
  targetsDir: string;
  /** Limit random merchants to the first N of the targets file (the scale curve). */
  merchants?: number;
}

const SCRIPT = fileURLToPath(new URL("../../wrk/scenarios.lua", import.meta.url));

export function assertLoadGeneratorInstalled(): void {
  const probe = spawnSync("wrk", ["--version"], { encoding: "utf8" });
  if (probe.error) {
    throw new Error("The benchmark drives load with wrk: install it first (Debian/Ubuntu: apt-get install wrk).");
  }
}

/** One wrk run at a fixed connection count; the Lua script reports counts and percentiles as JSON. */
export function runLoad(options: LoadOptions): Promise<LoadRun> {
  const args = [
    "-t",
    String(options.threads),
    "-c",
    String(options.connections),
    "-d",
    `${options.seconds}s`,
    "-s",
    SCRIPT,
    options.url,
  ];
  // What the Lua script reads (bench/wrk/scenarios.lua), on top of the bench's own environment.
  const env = childEnvironment({
    BENCH_SCENARIO: options.scenario,
    BENCH_TARGETS: options.targetsDir,
    BENCH_MERCHANTS: String(options.merchants ?? 0),
  });
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      const line = output.split("\n").find((text) => text.startsWith("BENCH_JSON "));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}): ${output.slice(-2000)}`));
      const parsed = wrkReport.safeParse(JSON.parse(line.slice("BENCH_JSON ".length)));
      if (!parsed.success) return reject(new Error(`wrk's report is not as expected: ${parsed.error.message}`));
      resolve(fromWrkReport(parsed.data));
    });
  });
}

/** The line the Lua script prints when wrk is done. */
const wrkReport = z.object({
  requests: z.number(),
  durationUs: z.number(),
  errors: z.object({ connect: z.number(), read: z.number(), write: z.number(), timeout: z.number() }),
  latencyUs: z.object({ p50: z.number(), p90: z.number(), p99: z.number(), max: z.number() }),
  statuses: z.record(z.string(), z.number()),
});
type WrkReport = z.infer<typeof wrkReport>;

function fromWrkReport(report: WrkReport): LoadRun {
  const seconds = report.durationUs / 1e6;
  const ms = (us: number) => us / 1000;
  return {
    requests: report.requests,
    seconds,
    requestsPerSecond: report.requests / seconds,
    latencyMs: {
      p50: ms(report.latencyUs.p50),
      p90: ms(report.latencyUs.p90),
      p99: ms(report.latencyUs.p99),
      max: ms(report.latencyUs.max),
    },
    socketErrors: report.errors.connect + report.errors.read + report.errors.write + report.errors.timeout,
    statuses: report.statuses,
  };
}
