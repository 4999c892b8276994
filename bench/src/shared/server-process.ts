import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { childEnvironment } from "../settings.js";

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
  command: [string, ...string[]];
  env: Record<string, string>;
  /** A request that must answer 200 before the server counts as started. */
  readyPath: string;
  readyHeaders?: Record<string, string>;
}

const START_TIMEOUT_MS = 30_000;

/** Starts a server on a free port and waits for its first 200 answer to `readyPath`. */
export async function startServer(spec: ServerSpec, cwd: string): Promise<ServerProcess> {
  const port = await freePort();
  const startedAt = performance.now();
  const [command, ...args] = spec.command;
  const child = spawn(command, args, {
    cwd,
    env: childEnvironment({ ...spec.env, PORT: String(port), HOST: "127.0.0.1" }),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(child, `${url}${spec.readyPath}`, spec.readyHeaders ?? {}, () => stderr);
  return {
    name: spec.name,
    url,
    pid: pidOf(child),
    startupMs: performance.now() - startedAt,
    stop: () => stopProcess(child),
  };
}

/** A started child's process id; a child without one never started. */
export function pidOf(child: ChildProcess): number {
  if (child.pid === undefined) throw new Error(`${child.spawnfile} did not start`);
  return child.pid;
}

async function waitForAnswer(
  child: ChildProcess,
  url: string,
  headers: Record<string, string>,
  stderr: () => string,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
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

/** SIGTERM, then SIGKILL if the process has not exited 15 s later. */
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
