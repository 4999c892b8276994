import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMigratedPgliteDataDir, present } from "@reservation-api/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCli } from "./support/run-admin-cli.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { errorBodyOf } from "./support/response-bodies.js";
import { anyString } from "./support/asymmetric-matchers.js";
import { z } from "zod";

const AVAILABILITY = "/api/external/v1/availability?date=2026-06-02&partySize=2";

let api: TestApi;
let scratch: string;
let cliEnv: Record<string, string>;

beforeAll(async () => {
  api = await startTestApi();
  scratch = mkdtempSync(join(tmpdir(), "admin-cli-"));
  // With PostgreSQL the CLI works on the API's own database; PGlite data cannot be shared between
  // processes, so there the CLI gets an embedded database of its own.
  cliEnv = api.databaseUrl
    ? { DATABASE_URL: api.databaseUrl, INIT_CWD: scratch }
    : { DATABASE_URL: "", PGLITE_DATA_DIR: join(scratch, "pglite"), INIT_CWD: scratch };
  if (cliEnv.PGLITE_DATA_DIR) await createMigratedPgliteDataDir(cliEnv.PGLITE_DATA_DIR);
});
afterAll(async () => {
  await api.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** What `merchant show --json` prints, as far as these tests read it (other keys are kept). */
const shownMerchantSchema = z.looseObject({
  merchantId: z.string(),
  settings: z.looseObject({ weeklyHours: z.record(z.string(), z.unknown()) }),
  apiKey: z.looseObject({ lastUsedAt: z.string().nullable().optional() }).nullable(),
});
const createdMerchantSchema = z.looseObject({ merchantId: z.string(), apiKey: z.string(), prefix: z.string() });
const rotatedKeySchema = z.looseObject({ apiKey: z.string() });

async function admin(...args: string[]) {
  return runAdminCli(args, cliEnv);
}

async function createMerchant(...extra: string[]) {
  const run = await admin("merchant", "create", "--name", `CLI ${crypto.randomUUID().slice(0, 6)}`, "--json", ...extra);
  expect(run.exitCode, run.stderr).toBe(0);
  return createdMerchantSchema.parse(JSON.parse(run.stdout));
}

describe("admin CLI", () => {
  it("creates a merchant from a settings file and flags, printing the key once", async () => {
    const settingsFile = join(scratch, "settings.json");
    writeFileSync(settingsFile, JSON.stringify({ timezone: "Europe/Paris", seatCapacity: 12, maxPartySize: 6 }));
    const created = await createMerchant("--settings", "settings.json", "--capacity", "30", "--hours", "tue-sat=18:00-23:00");
    expect(created.apiKey).toMatch(/^rsv_live_/);
    const shown = await admin("merchant", "show", created.merchantId, "--json");
    const summary = shownMerchantSchema.parse(JSON.parse(shown.stdout));
    expect(summary.settings).toMatchObject({ timezone: "Europe/Paris", seatCapacity: 30, maxPartySize: 6 });
    expect(Object.keys(summary.settings.weeklyHours).sort()).toEqual(["2", "3", "4", "5", "6"]);
    expect(summary.apiKey).toEqual({
      prefix: created.prefix,
      createdAt: anyString(),
      createdBy: "operator",
      lastUsedAt: null,
    });
    expect(shown.stdout).not.toContain(created.apiKey);
  });

  it("prints human output with the key and a warning that it is shown once", async () => {
    const run = await admin("merchant", "create", "--name", "Human Output");
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/API key: rsv_live_\S+/);
    expect(run.stdout).toContain("will not be shown again");
  });

  it("changes plan, billing and accepting-bookings", async () => {
    const created = await createMerchant();
    const run = await admin(
      "merchant",
      "update",
      created.merchantId,
      "--plan",
      "enterprise",
      "--billing",
      "suspended",
      "--not-accepting",
      "--json",
    );
    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      plan: "enterprise",
      billingStatus: "suspended",
      settings: { acceptingBookings: false },
    });
  });

  it("refuses invalid settings and unknown merchants with a clear message and exit code 1", async () => {
    const invalid = await admin(
      "merchant",
      "create",
      "--name",
      "Broken",
      "--timezone",
      "Mars/Base",
      "--min-party",
      "9",
      "--max-party",
      "2",
    );
    expect(invalid.exitCode).toBe(1);
    expect(invalid.stderr).toContain("timezone:");
    expect(invalid.stderr).toContain("maxPartySize:");
    expect(invalid.stderr).not.toMatch(/\n\s+at /);
    const unknown = await admin("key", "rotate", crypto.randomUUID());
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toMatch(/^No merchant /);
  });

  it("refuses a merchant or restaurant name holding a bidi control, naming the field, and takes one in Arabic with emoji", async () => {
    const merchantName = await admin("merchant", "create", "--name", "Bob \u202Egnp.exe");
    expect(merchantName.exitCode).toBe(1);
    expect(merchantName.stderr).toBe(
      "Invalid merchant:\n  name: Must not contain invisible formatting or text-direction characters (found U+202E)\n",
    );
    const restaurantName = await admin("merchant", "create", "--name", "Plain", "--restaurant-name", "Bob \u2067gnp.exe");
    expect(restaurantName.exitCode).toBe(1);
    expect(restaurantName.stderr).toContain(
      "name: Must not contain invisible formatting or text-direction characters (found U+2067)",
    );
    const arabic = await admin("merchant", "create", "--name", "مطعم الياسمين 👨‍🍳", "--json");
    expect(arabic.exitCode, arabic.stderr).toBe(0);
    const shown = await admin("merchant", "show", createdMerchantSchema.parse(JSON.parse(arabic.stdout)).merchantId, "--json");
    expect(shownMerchantSchema.parse(JSON.parse(shown.stdout))).toMatchObject({
      name: "مطعم الياسمين 👨‍🍳",
      settings: { name: "مطعم الياسمين 👨‍🍳" },
    });
  });

  it("answers usage mistakes with exit code 2", async () => {
    expect((await admin("merchant", "frobnicate")).exitCode).toBe(2);
    expect((await admin("merchant", "update", crypto.randomUUID(), "--plan", "gold")).exitCode).toBe(2);
    expect((await admin("merchant", "create", "--name", "X", "--capacity", "lots")).exitCode).toBe(2);
  });
});

// These steps need the API server and the CLI on one database at the same time: PostgreSQL only.
describe.runIf(process.env.DATABASE_URL)("admin CLI with the API running [PostgreSQL only: set DATABASE_URL]", () => {
  it("rotates a key: the old key is refused at once and the new one works", async () => {
    const created = await createMerchant();
    const headersFor = (key: string) => ({ Authorization: `Bearer ${key}`, "X-Merchant-Id": created.merchantId });
    expect((await api.call(AVAILABILITY, { headers: headersFor(created.apiKey) })).status).toBe(200);
    const rotated = await admin("key", "rotate", created.merchantId, "--json");
    const { apiKey } = rotatedKeySchema.parse(JSON.parse(rotated.stdout));
    const old = await api.call(AVAILABILITY, { headers: headersFor(created.apiKey) });
    expect(old.status).toBe(401);
    expect(errorBodyOf(old).code).toBe("INVALID_API_KEY");
    expect((await api.call(AVAILABILITY, { headers: headersFor(apiKey) })).status).toBe(200);
  });

  it("revokes a key so that it no longer authenticates", async () => {
    const created = await createMerchant();
    const revoked = await admin("key", "revoke", created.merchantId, "--json");
    expect(JSON.parse(revoked.stdout)).toEqual({ merchantId: created.merchantId, revoked: true });
    const response = await api.call(AVAILABILITY, {
      headers: { Authorization: `Bearer ${created.apiKey}`, "X-Merchant-Id": created.merchantId },
    });
    expect(errorBodyOf(response).code).toBe("INVALID_API_KEY");
    const shown = shownMerchantSchema.parse(JSON.parse((await admin("merchant", "show", created.merchantId, "--json")).stdout));
    expect(shown.apiKey).toBeNull();
  });

  it("shows last_used_at moving with use", async () => {
    const created = await createMerchant();
    const headers = { Authorization: `Bearer ${created.apiKey}`, "X-Merchant-Id": created.merchantId };
    const lastUsed = async () =>
      shownMerchantSchema.parse(JSON.parse((await admin("merchant", "show", created.merchantId, "--json")).stdout)).apiKey
        ?.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await api.call(AVAILABILITY, { headers });
    const first = await lastUsed();
    expect(first).toBe(api.clock.now().toISOString());
    api.clock.advance(2_000);
    await api.call(AVAILABILITY, { headers });
    const second = await lastUsed();
    expect(Date.parse(present(second)) - Date.parse(present(first))).toBe(2_000);
  });
});
