import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestMerchant } from "../support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "../support/test-api.js";
import { ReservationClient } from "@reservation-api/sdk";
import { createConsumerProject, run, SDK_BIN, SDK_DIR, typeCheck, type ConsumerProject } from "./support/consumer-project.js";
import { codeBlocks, firstBlock, nonNullAssertions } from "./support/readme-blocks.js";

/** tsc on a busy machine can take a minute or more. */
const TSC_TIMEOUT_MS = 240_000;

let api: TestApi;
let merchant: TestMerchant;
let project: ConsumerProject;

beforeAll(async () => {
  // The real clock: the README's quick start books days from today.
  api = await startTestApi({ now: new Date().toISOString() });
  merchant = await api.seedMerchant();
  project = await createConsumerProject();
}, 300_000);
afterAll(async () => {
  await api.close();
  rmSync(project.dir, { recursive: true, force: true });
});

/** A restaurant-local date (the test restaurant is in London, near enough UTC) `days` from today. */
function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function consumerScript(importLine: string): string {
  return `${importLine}
const client = new ReservationClient({ apiKey: process.env.KEY, merchantId: process.env.MERCHANT, baseUrl: process.env.BASE });
const availability = await client.availability.get({ date: process.env.DATE, partySize: 2 });
let code = "none";
try { await client.availability.get({ date: process.env.DATE, partySize: 0 }); } catch (error) { if (isReservationApiError(error, "VALIDATION_ERROR")) code = error.code; }
console.log(JSON.stringify({ first: availability.availableSlots[0], code }));`;
}

/** What a consumer script printed: JSON, checked by the test's assertions. */
async function runConsumer(file: string): Promise<unknown> {
  const { stdout } = await run("node", [file], {
    cwd: project.dir,
    env: { ...process.env, KEY: merchant.apiKey, MERCHANT: merchant.merchantId, BASE: api.url, DATE: dateInDays(2) },
  });
  const printed: unknown = JSON.parse(stdout.trim());
  return printed;
}

/** A string field of a JSON object, or undefined when the text has no such field. */
function stringField(json: string, field: string): string | undefined {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== "object" || parsed === null) return undefined;
  const value: unknown = Object.entries(parsed).find(([key]) => key === field)?.[1];
  return typeof value === "string" ? value : undefined;
}

describe("the packed SDK, installed from its tarball", () => {
  it("works when imported from ESM", async () => {
    writeFileSync(
      join(project.dir, "esm.mjs"),
      consumerScript('import { ReservationClient, isReservationApiError } from "@reservation-api/sdk";'),
    );
    expect(await runConsumer("esm.mjs")).toEqual({ first: "17:00", code: "VALIDATION_ERROR" });
  });

  it("works when required from CommonJS", async () => {
    const script = consumerScript('const { ReservationClient, isReservationApiError } = require("@reservation-api/sdk");');
    writeFileSync(join(project.dir, "cjs.cjs"), `(async () => {\n${script}\n})();`);
    expect(await runConsumer("cjs.cjs")).toEqual({ first: "17:00", code: "VALIDATION_ERROR" });
  });

  it(
    "type-checks a TypeScript user that narrows errors by code",
    async () => {
      writeFileSync(
        join(project.dir, "usage.ts"),
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
        join(project.dir, "tsconfig.usage.json"),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            module: "nodenext",
            moduleResolution: "nodenext",
            target: "es2022",
            skipLibCheck: false,
            types: [],
          },
          files: ["usage.ts"],
        }),
      );
      expect(await typeCheck(project, "tsconfig.usage.json")).toBe("");
    },
    TSC_TIMEOUT_MS,
  );

  it("ships the LICENSE of package.json's license in the tarball", async () => {
    const { stdout } = await run("tar", ["-tzf", join(project.dir, project.tarball)]);
    expect(stdout.split("\n")).toContain("package/LICENSE");
    const license = stringField(readFileSync(join(SDK_DIR, "package.json"), "utf8"), "license");
    expect(license).toBeDefined();
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
    const publint = await run(join(SDK_BIN, "publint"), ["--strict"], { cwd: SDK_DIR });
    expect(publint.stdout).toContain("All good!");
    const attw = await run(join(SDK_BIN, "attw"), ["--pack", ".", "--format", "ascii"], { cwd: SDK_DIR });
    expect(attw.stdout).toContain("No problems found");
  });
});

describe("the README, followed in that project", () => {
  const blocks = codeBlocks(join(SDK_DIR, "README.md"));
  const examples = blocks.filter((block) => block.lang === "ts");
  /** quick-start/ holds the quick start alone, as a developer pastes it; examples/ every other example. */
  const folders = ["quick-start", "examples"] as const;
  const folder = (name: (typeof folders)[number]) => join(project.dir, name);

  /** Each folder gets the tsconfig.json the README states, and one stricter still. */
  beforeAll(() => {
    const tsconfig = firstBlock(blocks, "TypeScript set-up", "json");
    const strictest = {
      extends: "./tsconfig.json",
      compilerOptions: { noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true },
    };
    for (const name of folders) {
      mkdirSync(folder(name));
      writeFileSync(join(folder(name), "tsconfig.json"), tsconfig);
      writeFileSync(join(folder(name), "tsconfig.strictest.json"), JSON.stringify(strictest));
    }
    writeFileSync(join(folder("quick-start"), "quick-start.ts"), firstBlock(blocks, "Quick start", "ts"));
    examples
      .filter((block) => block.heading !== "Quick start")
      .forEach((block, index) => writeFileSync(join(folder("examples"), `example-${index + 1}.ts`), block.code));
    // What the README's prose gives the later examples: the quick start's client and a create's input.
    writeFileSync(
      join(folder("examples"), "context.d.ts"),
      `import type { CreateBookingParams, ReservationClient } from "@reservation-api/sdk";
declare global { const client: ReservationClient; const input: CreateBookingParams; const savedKey: string; }
`,
    );
  });

  function runQuickStart(env: Record<string, string>) {
    const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith("RESERVATION_"));
    return run(join(project.dir, "node_modules/.bin/tsx"), ["quick-start/quick-start.ts"], {
      cwd: project.dir,
      env: { ...Object.fromEntries(inherited), ...env },
    });
  }

  it(
    'type-checks every example under the set-up it states ("type": "module", strict, module nodenext), on TypeScript 5.9 and 7',
    async () => {
      expect(readFileSync(join(SDK_DIR, "README.md"), "utf8")).toContain('`"type": "module"` in your package.json');
      const setUp: unknown = JSON.parse(firstBlock(blocks, "TypeScript set-up", "json"));
      expect(setUp).toMatchObject({
        compilerOptions: {
          module: "nodenext",
          moduleResolution: "nodenext",
        },
      });
      // Independent compilations, run at once: the file waits for the slowest, not their sum.
      const checks = folders.flatMap(
        (name) =>
          [
            [`${name}/tsconfig.json`, "typescript"],
            [`${name}/tsconfig.json`, "typescript-7"],
            // Developers with the strictest settings paste them too.
            [`${name}/tsconfig.strictest.json`, "typescript-7"],
          ] as const,
      );
      const diagnostics = await Promise.all(checks.map(([tsconfig, compiler]) => typeCheck(project, tsconfig, compiler)));
      expect(diagnostics).toEqual(checks.map(() => ""));
    },
    TSC_TIMEOUT_MS,
  );

  it("writes no non-null assertion (`!`) in any example", () => {
    expect(examples.length).toBeGreaterThan(3);
    expect(examples.flatMap((block) => nonNullAssertions(block.code))).toEqual([]);
  });

  it("runs the quick start verbatim with tsx: books the first open slot days ahead, cancels it, lists it; and again", async () => {
    const demo = await api.seedMerchant();
    const env = { RESERVATION_API_KEY: demo.apiKey, RESERVATION_MERCHANT_ID: demo.merchantId, RESERVATION_BASE_URL: api.url };
    const first = await runQuickStart(env);
    const booked = /^Booked (\w+) for (\d{4}-\d{2}-\d{2}) at 17:00$/m.exec(first.stdout);
    expect(booked, first.stdout).not.toBeNull();
    const [, bookingRef = "", date = ""] = booked ?? [];
    expect(date > dateInDays(0)).toBe(true);
    expect(first.stdout).toContain(`${bookingRef} is now cancelled`);
    expect(first.stdout).toContain(`${bookingRef} 17:00 2 Ada Lovelace cancelled`);
    // Run again at once: the same guest at the same time is a duplicate, and the API names the first booking.
    const second = await runQuickStart(env);
    expect(second.stdout).toContain(`Already booked as ${bookingRef}`);
    const client = new ReservationClient({ apiKey: demo.apiKey, merchantId: demo.merchantId, baseUrl: api.url });
    const { bookings } = await client.bookings.list({ startDate: date, endDate: date });
    expect(bookings.map((booking) => [booking.bookingRef, booking.status])).toEqual([[bookingRef, "cancelled"]]);
  });

  it("stops the quick start with a clear message when the restaurant has no open slot that day", async () => {
    const closed = await api.seedMerchant({ settings: { acceptingBookings: false } });
    const env = { RESERVATION_API_KEY: closed.apiKey, RESERVATION_MERCHANT_ID: closed.merchantId, RESERVATION_BASE_URL: api.url };
    const failed = runQuickStart(env);
    await expect(failed).rejects.toHaveProperty("code", 1);
    await expect(failed).rejects.toHaveProperty("stderr", expect.stringMatching(/^No open slot for 2 on \d{4}-\d{2}-\d{2}/));
  });

  it("stops the quick start with a clear message when the key or the merchant id is not set", async () => {
    const failed = runQuickStart({ RESERVATION_BASE_URL: api.url });
    await expect(failed).rejects.toHaveProperty("code", 1);
    await expect(failed).rejects.toHaveProperty(
      "stderr",
      expect.stringContaining("Set RESERVATION_API_KEY and RESERVATION_MERCHANT_ID"),
    );
  });
});
