import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestMerchant } from "../../../apps/api/test/support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "../../../apps/api/test/support/test-api.js";

const run = promisify(execFile);
/** tsc on a busy machine can take a minute or more. */
const TSC_TIMEOUT_MS = 240_000;
const SDK_DIR = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(SDK_DIR, "node_modules/.bin");

let api: TestApi;
let merchant: TestMerchant;
let project: string;
let tarball: string;

/** Build, pack and install the SDK into a project outside the workspace, as a user would. */
beforeAll(async () => {
  api = await startTestApi({ now: "2026-06-01T09:00:00.000Z" });
  merchant = await api.seedMerchant();
  project = mkdtempSync(join(tmpdir(), "sdk-consumer-"));
  await run(join(BIN, "tsup"), [], { cwd: SDK_DIR });
  await run("npm", ["pack", "--pack-destination", project], { cwd: SDK_DIR });
  tarball = readdirSync(project).find((file) => file.endsWith(".tgz")) as string;
  // A fresh ES module project, as the SDK README's quick start describes it.
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  await run(
    "npm",
    ["install", "--no-audit", "--no-fund", "--prefer-offline", `./${tarball}`, "typescript@5.9.3", "@types/node@20.19.43"],
    { cwd: project },
  );
}, 300_000);
afterAll(async () => {
  await api.close();
  rmSync(project, { recursive: true, force: true });
});

function consumerScript(importLine: string): string {
  return `${importLine}
const client = new ReservationClient({ apiKey: process.env.KEY, merchantId: process.env.MERCHANT, baseUrl: process.env.BASE });
const availability = await client.availability.get({ date: "2026-06-02", partySize: 2 });
let code = "none";
try { await client.availability.get({ date: "2026-06-02", partySize: 0 }); } catch (error) { if (isReservationApiError(error, "VALIDATION_ERROR")) code = error.code; }
console.log(JSON.stringify({ first: availability.availableSlots[0], code }));`;
}

async function runConsumer(file: string) {
  const { stdout } = await run("node", [file], {
    cwd: project,
    env: { ...process.env, KEY: merchant.apiKey, MERCHANT: merchant.merchantId, BASE: api.url },
  });
  return JSON.parse(stdout.trim());
}

describe("the packed SDK, installed from its tarball", () => {
  it("works when imported from ESM", async () => {
    writeFileSync(
      join(project, "esm.mjs"),
      consumerScript('import { ReservationClient, isReservationApiError } from "@reservation-api/sdk";'),
    );
    expect(await runConsumer("esm.mjs")).toEqual({ first: "17:00", code: "VALIDATION_ERROR" });
  });

  it("works when required from CommonJS", async () => {
    const script = consumerScript('const { ReservationClient, isReservationApiError } = require("@reservation-api/sdk");');
    writeFileSync(join(project, "cjs.cjs"), `(async () => {\n${script}\n})();`);
    expect(await runConsumer("cjs.cjs")).toEqual({ first: "17:00", code: "VALIDATION_ERROR" });
  });

  it(
    "type-checks a TypeScript user that narrows errors by code",
    async () => {
      writeFileSync(
        join(project, "usage.ts"),
        `import { ReservationClient, isReservationApiError, type Booking } from "@reservation-api/sdk";
const client = new ReservationClient({ apiKey: "k", merchantId: "m", baseUrl: "https://api.example.com" });
export async function book(): Promise<Booking | string> {
  try {
    const { booking, replayed, idempotencyKey } = await client.bookings.create({ customerName: "Ada", email: "a@b.co", partySize: 2, localDate: "2026-06-02", localTime: "19:00" });
    void replayed; void idempotencyKey;
    return booking;
  } catch (error) {
    if (isReservationApiError(error, "CAPACITY_EXCEEDED", "DUPLICATE_BOOKING")) {
      const code: "CAPACITY_EXCEEDED" | "DUPLICATE_BOOKING" = error.code;
      const nextTime: string | undefined = error.alternatives[0]?.localTime;
      const existingRef: string | undefined = error.existingBooking?.bookingRef;
      return code + (error.idempotencyKey ?? "") + (nextTime ?? "") + (existingRef ?? "");
    }
    throw error;
  }
}
// @ts-expect-error an unknown error code is a type error
isReservationApiError(new Error(), "NOT_A_CODE");
`,
      );
      writeFileSync(
        join(project, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            module: "nodenext",
            moduleResolution: "nodenext",
            target: "es2022",
            noEmit: true,
            skipLibCheck: false,
            types: [],
          },
          files: ["usage.ts"],
        }),
      );
      const { stdout } = await run(join(project, "node_modules/.bin/tsc"), ["-p", "tsconfig.json"], { cwd: project }).catch(
        (error: { stdout: string }) => ({ stdout: error.stdout }),
      );
      expect(stdout).toBe("");
    },
    TSC_TIMEOUT_MS,
  );

  it(
    "type-checks the README's quick start pasted into the fresh ESM project",
    async () => {
      const readme = readFileSync(join(SDK_DIR, "README.md"), "utf8");
      const quickStart = /## Quick start[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
      expect(quickStart).toContain("new ReservationClient");
      writeFileSync(join(project, "quick-start.ts"), quickStart!);
      writeFileSync(
        join(project, "tsconfig.quick-start.json"),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            module: "nodenext",
            moduleResolution: "nodenext",
            target: "es2022",
            noEmit: true,
            types: ["node"],
          },
          files: ["quick-start.ts"],
        }),
      );
      const { stdout } = await run(join(project, "node_modules/.bin/tsc"), ["-p", "tsconfig.quick-start.json"], {
        cwd: project,
      }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
      expect(stdout).toBe("");
    },
    TSC_TIMEOUT_MS,
  );

  it("ships the LICENSE of package.json's license in the tarball", async () => {
    const { stdout } = await run("tar", ["-tzf", join(project, tarball)]);
    expect(stdout.split("\n")).toContain("package/LICENSE");
    const license = JSON.parse(readFileSync(join(SDK_DIR, "package.json"), "utf8")).license;
    expect(readFileSync(join(SDK_DIR, "LICENSE"), "utf8")).toMatch(new RegExp(`^${license} License`));
  });

  it("is as small as the README says, by the size script", async () => {
    const { stdout } = await run("node", ["scripts/size.mjs"], { cwd: SDK_DIR });
    const measured = (label: string) => Number(new RegExp(`${label}.*?([0-9.]+) KiB min\\+gz`).exec(stdout)?.[1]);
    const readme = readFileSync(join(SDK_DIR, "README.md"), "utf8");
    const [, total, kyAlone] = /about ([0-9.]+) KiB min\+gz in all, of which\s+ky is ([0-9.]+) KiB/.exec(readme) ?? [];
    expect(Math.abs(Number(total) - measured("SDK \\(ky included\\)"))).toBeLessThanOrEqual(0.1);
    expect(Math.abs(Number(kyAlone) - measured("ky alone"))).toBeLessThanOrEqual(0.1);
  });

  it("passes publint and are-the-types-wrong", async () => {
    const publint = await run(join(BIN, "publint"), ["--strict"], { cwd: SDK_DIR });
    expect(publint.stdout).toContain("All good!");
    const attw = await run(join(BIN, "attw"), ["--pack", ".", "--format", "ascii"], { cwd: SDK_DIR });
    expect(attw.stdout).toContain("No problems found");
  });
});
