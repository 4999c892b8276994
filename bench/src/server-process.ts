import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  /** Milliseconds from spawn until `readyPath` first answered 200. */
  startupMs: number;
  stop(): Promise<void>;
}

export interface ServerSpec {
  name: string;
  /** Command and arguments, e.g. ["node", "apps/api/dist/main.js"]. */
  command: string[];
  env: Record<string, string>;
  /** A request that must answer 200 before the server counts as started. */
  readyPath: string;
  readyHeaders?: Record<string, string>;
}

/** Starts a server on a free port and waits for its first 200 answer to `readyPath`. */
export async function startServer(spec: ServerSpec, cwd: string): Promise<ServerProcess> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(spec.command[0]!, spec.command.slice(1), {
    cwd,
    env: { ...process.env, ...spec.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(child, `${url}${spec.readyPath}`, spec.readyHeaders ?? {}, () => stderr);
  return {
    name: spec.name,
    url,
    pid: child.pid!,
    startupMs: performance.now() - startedAt,
    stop: () => stopProcess(child),
  };
}

async function waitForAnswer(
  child: ChildProcess,
  url: string,
  headers: Record<string, string>,
  stderr: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr()}`);
    const answered = await fetch(url, { headers }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`server did not answer ${url} within 30 s: ${stderr()}`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const CLOCK_TICKS_PER_SECOND = 100;

/** User plus system CPU time a process has used so far, in milliseconds (from /proc). */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which sits in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  return ((userTicks + systemTicks) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * CPU time all PostgreSQL server processes on this machine have used so far, in milliseconds:
 * the backends come and go with connections, so each reading sums whoever is alive then. A
 * backend that exits between two readings takes its time with it, so hold connections open.
 */
export function postgresCpuTimeMs(): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") total += cpuTimeMs(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

/** Resident memory of a process right now, in MiB. */
export function residentMemoryMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}
