import { stripVTControlCharacters } from "node:util";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { API_BASE_PATH } from "@reservation-api/contract";
import { groupAlive, runPnpmScript, type PnpmScriptRun } from "./support/pnpm-script.js";
import { present } from "@reservation-api/test-support";

const STARTUP_MS = 120_000;
const runs: PnpmScriptRun[] = [];
let dataDir: string | undefined;

afterEach(() => {
  for (const run of runs.splice(0)) if (run.child.pid && groupAlive(run.child.pid)) process.kill(-run.child.pid, "SIGKILL");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Colours are the terminal's business; the words are what is checked. */
const plain = (text: string) => stripVTControlCharacters(text);
const printed = (output: string, label: RegExp) => output.match(label)?.[1] ?? "";

interface DemoStart {
  output: string;
  url: string;
  merchantId: string;
  stop(): Promise<void>;
}

/** `pnpm demo` as a developer runs it, once its banner is out. */
async function startDemo(env: Record<string, string>, args: string[] = []): Promise<DemoStart> {
  const run = runPnpmScript("demo", env, args);
  runs.push(run);
  await run.printed("Stop with Ctrl+C.", STARTUP_MS);
  const output = plain(run.output());
  return {
    output,
    url: printed(output, /running at (http:\/\/\S+)/),
    merchantId: printed(output, /^Merchant id +(\S+)$/m),
    async stop() {
      process.kill(-present(run.child.pid), "SIGINT");
      expect(await run.exited).toBe(0);
    },
  };
}

async function countBookings(demo: DemoStart, apiKey: string): Promise<{ status: number; total: number }> {
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${demo.url}${API_BASE_PATH}/bookings?startDate=${day(-20)}&endDate=${day(20)}&limit=1`, {
    headers: { Authorization: `Bearer ${apiKey}`, "X-Merchant-Id": demo.merchantId },
  });
  const body = (await response.json()) as { pagination?: { total: number } };
  return { status: response.status, total: body.pagination?.total ?? 0 };
}

describe("pnpm demo across restarts", () => {
  it(
    "a restart on the same data folder keeps the password, the key (which still works) and the sample; --reset starts over",
    async () => {
      dataDir = mkdtempSync(join(tmpdir(), "demo-restart-"));
      const env = { DATABASE_URL: "", PGLITE_DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" };

      const first = await startDemo(env);
      const apiKey = printed(first.output, /^API key +(\S+)$/m);
      const password = printed(first.output, /^ {2}password +(\S+)$/m);
      expect(first.output).toContain(`(port ${new URL(first.url).port}`);
      expect(first.output).toContain(`Data           ${dataDir}`);
      expect(first.output).toContain("pnpm demo --reset");
      // The sample API calls were logged as short lines for a person, not JSON.
      const lines = first.output.split("\n");
      expect(lines.filter((line) => line.trimStart().startsWith("{"))).toEqual([]);
      const availabilityLine = lines.find((line) => line.includes(`GET ${API_BASE_PATH}/availability`)) ?? "";
      expect(availabilityLine).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \S+ → 200 in [\d.]+ ms$/);
      expect(availabilityLine.length).toBeLessThan(120);
      const sample = await countBookings(first, apiKey);
      expect(sample.status).toBe(200);
      expect(sample.total).toBeGreaterThan(30);
      await first.stop();

      const second = await startDemo(env);
      expect(second.merchantId).toBe(first.merchantId);
      expect(printed(second.output, /^ {2}password +(\S+)$/m)).toBe(password);
      expect(second.output).not.toContain(apiKey);
      expect(second.output).toMatch(/^API key +unchanged: \S+\.\.\./m);
      expect(apiKey.startsWith(printed(second.output, /^API key +unchanged: (\S+)\.\.\./m))).toBe(true);
      expect(await countBookings(second, apiKey)).toEqual(sample);
      await second.stop();

      const fresh = await startDemo(env, ["--reset"]);
      const newKey = printed(fresh.output, /^API key +(\S+)$/m);
      expect(newKey).not.toBe(apiKey);
      expect(fresh.merchantId).not.toBe(first.merchantId);
      expect((await countBookings(fresh, newKey)).total).toBe(sample.total);
      await fresh.stop();
    },
    4 * STARTUP_MS,
  );
});
