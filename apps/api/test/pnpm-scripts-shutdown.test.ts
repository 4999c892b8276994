import { stripVTControlCharacters } from "node:util";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { groupAlive, runPnpmScript, type PnpmScriptRun } from "./support/pnpm-script.js";
import { present } from "@reservation-api/test-support";

const STARTUP_MS = 90_000;
let run: PnpmScriptRun | undefined;
let dataDir: string | undefined;

afterEach(() => {
  if (run?.child.pid && groupAlive(run.child.pid)) process.kill(-run.child.pid, "SIGKILL");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  run = undefined;
});

function embeddedDatabaseEnv(): Record<string, string> {
  dataDir = mkdtempSync(join(tmpdir(), "pnpm-script-"));
  return { DATABASE_URL: "", PGLITE_DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" };
}

/** Whether every process of the group has ended within a few seconds (helpers such as tsx's esbuild service go last). */
async function groupGone(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 50 && groupAlive(pid); attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
  return !groupAlive(pid);
}

/** `shutdown` is how the script logs its shutting down: a JSON line (`pnpm start`) or a short one (`pnpm demo`). */
function expectCleanStop(output: string, shutdown: string): void {
  // Without the colours a terminal would get, if the environment asks for them.
  expect(stripVTControlCharacters(output)).toContain(shutdown);
  expect(output).not.toMatch(/ELIFECYCLE|ERR_PNPM|failed/i);
}

describe("stopping the server started through pnpm", () => {
  it(
    "pnpm start exits 0 on SIGTERM, without ELIFECYCLE lines or processes left behind",
    async () => {
      run = runPnpmScript("start", embeddedDatabaseEnv());
      await run.printed('"msg":"listening"', STARTUP_MS);
      process.kill(present(run.child.pid), "SIGTERM");
      expect(await run.exited).toBe(0);
      expectCleanStop(run.output(), '"msg":"shutting down"');
      expect(await groupGone(present(run.child.pid))).toBe(true);
    },
    STARTUP_MS + 30_000,
  );

  it(
    "pnpm demo exits 0 on Ctrl+C (SIGINT to the whole process group), without ELIFECYCLE lines",
    async () => {
      run = runPnpmScript("demo", embeddedDatabaseEnv());
      await run.printed("Stop with Ctrl+C.", STARTUP_MS);
      process.kill(-present(run.child.pid), "SIGINT");
      expect(await run.exited).toBe(0);
      expectCleanStop(run.output(), "INFO: shutting down");
      expect(await groupGone(present(run.child.pid))).toBe(true);
    },
    STARTUP_MS + 30_000,
  );
});
