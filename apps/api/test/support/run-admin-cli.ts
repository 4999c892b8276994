import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

const API_DIR = fileURLToPath(new URL("../..", import.meta.url));
const TSX = fileURLToPath(new URL("../../node_modules/.bin/tsx", import.meta.url));

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Runs `admin <args>` as an operator would, as its own process. */
export function runAdminCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(TSX, ["src/cli/admin.ts", ...args], { cwd: API_DIR, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      const exitCode = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ exitCode, stdout, stderr });
    });
  });
}
