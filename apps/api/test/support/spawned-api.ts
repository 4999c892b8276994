import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { present } from "@reservation-api/test-support";

const API_DIR = fileURLToPath(new URL("../..", import.meta.url));

/** Which script to run and the log message that says it is ready. */
export interface ProcessEntry {
  script: string;
  readyMessage: string;
}

const API_ENTRY: ProcessEntry = { script: "src/main.ts", readyMessage: "listening" };
/** `pnpm worker`: delivers webhooks, serves nothing (its `url` is meaningless). */
export const WORKER_ENTRY: ProcessEntry = { script: "src/worker.ts", readyMessage: "webhook worker started" };
/**
 * `node dist/main.js` (`pnpm start:dist`), for tests where the server is not what is tested: it
 * starts without compiling the app's sources first. The caller makes sure dist/ is fresh.
 */
export const COMPILED_API_ENTRY: ProcessEntry = { script: "dist/main.js", readyMessage: "listening" };

export interface SpawnedApi {
  url: string;
  process: ChildProcess;
  /** Every JSON log line the process printed so far. */
  logLines: Array<Record<string, unknown>>;
  /** What the process wrote to stderr so far (crashes land here). */
  stderr(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real server as a separate OS process (`src/main.ts`), on a free port, for tests that need
 * several processes against one database, or signals. Resolves once it logs that it listens.
 */
export async function spawnApi(env: Record<string, string>, startTimeoutMs = 30_000, entry = API_ENTRY): Promise<SpawnedApi> {
  // Node itself with tsx as a loader, not the tsx CLI: the CLI runs the server in a child process
  // that a SIGKILL to the CLI would leave running.
  const loader = entry.script.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...loader, entry.script], {
    cwd: API_DIR,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logLines: Array<Record<string, unknown>> = [];
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start in time: ${stderr}`)), startTimeoutMs);
    void exited.then((code) => reject(new Error(`API exited with ${code} before listening: ${stderr}`)));
    createInterface({ input: present(child.stdout) }).on("line", (text) => {
      const line = parseJson(text);
      if (!line) return;
      logLines.push(line);
      if (line.msg === entry.readyMessage) {
        clearTimeout(timer);
        resolve(String(line.url));
      }
    });
  }).catch((error: unknown) => {
    child.kill("SIGKILL");
    throw error;
  });
  return {
    url,
    process: child,
    logLines,
    stderr: () => stderr,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

function parseJson(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
