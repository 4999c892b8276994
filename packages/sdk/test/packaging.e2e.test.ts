import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestMerchant } from "../../../apps/api/test/support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "../../../apps/api/test/support/test-api.js";

const run = promisify(execFile);
const SDK_DIR = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(SDK_DIR, "node_modules/.bin");

let api: TestApi;
let merchant: TestMerchant;
let project: string;

/** Build, pack and install the SDK into a project outside the workspace, as a user would. */
beforeAll(async () => {
  api = await startTestApi({ now: "2026-06-01T09:00:00.000Z" });
  merchant = await api.seedMerchant();
  project = mkdtempSync(join(tmpdir(), "sdk-consumer-"));
  await run(join(BIN, "tsup"), [], { cwd: SDK_DIR });
  await run("npm", ["pack", "--pack-destination", project], { cwd: SDK_DIR });
  const tarball = readdirSync(project).find((file) => file.endsWith(".tgz")) as string;
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true }));
  await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", `./${tarball}`, "typescript@5.9.3"], {
    cwd: project,
  });
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
    writeFileSync(join(project, "esm.mjs"), consumerScript('import { ReservationClient, isReservationApiError } from "@reservation-api/sdk";'));
    expect(await runConsumer("esm.mjs")).toEqual({ first: "17:00", code: "VALIDATION_ERROR" });
  });

  it("works when required from CommonJS", async () => {
    const script = consumerScript('const { ReservationClient, isReservationApiError } = require("@reservation-api/sdk");');
    writeFileSync(join(project, "cjs.cjs"), `(async () => {\n${script}\n})();`);
    expect(await runConsumer("cjs.cjs")).toEqual({ first: "17:00", code: "VALIDATION_ERROR" });
  });

  it("type-checks a TypeScript user that narrows errors by code", async () => {
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
      return code + (error.idempotencyKey ?? "");
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
      JSON.stringify({ compilerOptions: { strict: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", noEmit: true, skipLibCheck: false, types: [] }, files: ["usage.ts"] }),
    );
    const { stdout } = await run(join(project, "node_modules/.bin/tsc"), ["-p", "tsconfig.json"], { cwd: project }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    );
    expect(stdout).toBe("");
  });

  it("passes publint and are-the-types-wrong", async () => {
    const publint = await run(join(BIN, "publint"), ["--strict"], { cwd: SDK_DIR });
    expect(publint.stdout).toContain("All good!");
    const attw = await run(join(BIN, "attw"), ["--pack", ".", "--format", "ascii"], { cwd: SDK_DIR });
    expect(attw.stdout).toContain("No problems found");
  });
});
