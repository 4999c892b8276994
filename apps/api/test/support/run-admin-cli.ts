import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

const API_DIR = fileURLToPath(new URL("../..", import.meta.url));

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Runs `admin <args>` as an operator would (what `pnpm admin` runs), as its own process. */
export function runAdminCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/admin.mjs", ...args],
      { cwd: API_DIR, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ exitCode, stdout, stderr });
      },
    );
  });
}
