import type { Throughput } from "./request-log-report.js";
import type { RequestLogSettings } from "../settings.js";
import { apiCommand, availabilityProbePath, probeHeaders, type ApiBuild } from "../shared/api-process.js";
import { runLoad } from "../shared/load-generator.js";
import { REPO_ROOT } from "../shared/paths.js";
import { cpuTimeMs, postgresCpuTimeMs } from "../shared/process-usage.js";
import type { SeededMerchant } from "../shared/seed-platform.js";
import { startServer, type ServerProcess, type ServerSpec } from "../shared/server-process.js";

export interface ThroughputSetup {
  settings: RequestLogSettings;
  build: ApiBuild;
  databaseUrl: string;
  probe: SeededMerchant;
  targetsDir: string;
  log: (message: string) => void;
}

/** One API process of the build with the request log on or off. */
function apiSpec(setup: ThroughputSetup, enabled: boolean): ServerSpec {
  return {
    name: enabled ? "log-on" : "log-off",
    command: apiCommand(setup.build),
    env: {
      DATABASE_URL: setup.databaseUrl,
      LOG_LEVEL: "warn",
      RATE_LIMIT_BURST: "1000000000",
      NODE_ENV: "production",
      REQUEST_LOG_ENABLED: String(enabled),
    },
    readyPath: availabilityProbePath(),
    readyHeaders: probeHeaders(setup.probe),
  };
}

/**
 * Two API processes, the log on in one and off in the other, taking turns on each scenario; the
 * CPU of each and of PostgreSQL is read around every round.
 */
export async function measureThroughput(setup: ThroughputSetup): Promise<Throughput[]> {
  const { settings, log } = setup;
  const on = await startServer(apiSpec(setup, true), REPO_ROOT);
  const off = await startServer(apiSpec(setup, false), REPO_ROOT);
  const results: Throughput[] = settings.scenarios.map((scenario) => ({
    scenario,
    on: [],
    off: [],
    cpuUsOn: [],
    cpuUsOff: [],
    postgresCpuUsOn: [],
    postgresCpuUsOff: [],
    failuresOn: 0,
  }));
  try {
    const load = (server: ServerProcess, scenario: string, seconds: number) =>
      runLoad({ url: server.url, scenario, seconds, connections: 32, threads: 2, targetsDir: setup.targetsDir });
    log("warm-up");
    for (const server of [on, off]) await load(server, "availability", 3);
    for (let round = 0; round < settings.rounds; round++) {
      for (const result of results) {
        // Alternate which goes first, so drift on a shared machine does not favour one side.
        for (const server of round % 2 === 0 ? [on, off] : [off, on]) {
          const cpuBefore = cpuTimeMs(server.pid);
          const postgresCpuBefore = postgresCpuTimeMs();
          const run = await load(server, result.scenario, settings.seconds);
          const perRequest = (cpuMs: number) => (cpuMs * 1000) / Math.max(1, run.requests);
          (server === on ? result.on : result.off).push(run.requestsPerSecond);
          (server === on ? result.cpuUsOn : result.cpuUsOff).push(perRequest(cpuTimeMs(server.pid) - cpuBefore));
          (server === on ? result.postgresCpuUsOn : result.postgresCpuUsOff).push(
            perRequest(postgresCpuTimeMs() - postgresCpuBefore),
          );
          if (server === on)
            result.failuresOn += Object.entries(run.statuses)
              .filter(([status]) => !status.startsWith("2"))
              .reduce((sum, [, n]) => sum + n, 0);
          log(`round ${round + 1} ${result.scenario} ${server.name}: ${run.requestsPerSecond.toFixed(0)} req/s`);
        }
      }
    }
  } finally {
    await on.stop();
    await off.stop();
  }
  return results;
}
