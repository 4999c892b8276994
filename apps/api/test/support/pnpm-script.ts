import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { delimiter, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { present } from "@reservation-api/test-support";

const REPO_ROOT = fileURLToPath(new URL("../../../..", import.meta.url));
const PINNED_PNPM = "pnpm@10.34.8";

/**
 * The `pnpm` command: the one on PATH (under `pnpm test` through npx, that is the pinned one),
 * else the pinned version that npx puts on the PATH of what it runs. The root scripts call
 * `pnpm` again, so its folder goes on the PATH of the run.
 */
function findPnpm(): string {
  const lookup = (command: string, args: string[]) =>
    present(
      execFileSync(command, args, { cwd: REPO_ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
        .trim()
        .split("\n")
        .at(-1),
    );
  try {
    return lookup("sh", ["-c", "command -v pnpm"]);
  } catch {
    return lookup("npx", ["-y", PINNED_PNPM, "exec", "sh", "-c", "command -v pnpm"]);
  }
}

export interface PnpmScriptRun {
  child: ChildProcess;
  /** Everything printed on stdout and stderr so far. */
  output(): string;
  /** Resolves once `text` has been printed. */
  printed(text: string, timeoutMs: number): Promise<void>;
  exited: Promise<number | null>;
}

/**
 * `pnpm <script> [args]` from the repository root as its own process group, as a terminal runs it: a
 * signal to the group is what Ctrl+C sends.
 */
export function runPnpmScript(script: string, env: Record<string, string>, args: string[] = []): PnpmScriptRun {
  const pnpm = findPnpm();
  const child = spawn(pnpm, [script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, PATH: `${dirname(pnpm)}${delimiter}${process.env.PATH ?? ""}`, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const waiters: Array<() => void> = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    waiters.forEach((check) => check());
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    printed: (text, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`"${text}" not printed in time:\n${output}`)), timeoutMs);
        const check = () => {
          if (!output.includes(text)) return;
          clearTimeout(timer);
          resolve();
        };
        waiters.push(check);
        check();
      }),
  };
}

/** Whether any process of the group is still alive. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
