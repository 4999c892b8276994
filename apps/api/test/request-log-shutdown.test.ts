import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type DatabaseHandle } from "@reservation-api/db";
import { createMigratedPgliteDataDir, createTestDatabase, type TestDatabase, present } from "@reservation-api/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "node:http";
import { seedMerchant, type TestMerchant } from "./support/merchant-fixtures.js";
import { countRequestLogRows } from "./support/request-log-reader.js";
import { spawnApi } from "./support/spawned-api.js";

const AVAILABILITY = "/api/external/v1/availability?date=2030-01-01&partySize=2";

/** PostgreSQL when DATABASE_URL is set; otherwise a PGlite data folder the process opens after us. */
async function prepareDatabase(): Promise<{
  env: Record<string, string>;
  reopen: () => Promise<DatabaseHandle>;
  dispose: () => Promise<void>;
  merchant: TestMerchant;
}> {
  if (process.env.DATABASE_URL) {
    const database: TestDatabase = await createTestDatabase();
    const merchant = await seedMerchant(database.handle.db);
    return {
      env: { DATABASE_URL: present(database.url) },
      reopen: () => Promise.resolve(database.handle),
      dispose: () => database.dispose(),
      merchant,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "request-log-shutdown-"));
  await createMigratedPgliteDataDir(dataDir);
  const seeding = await openDatabase({ pgliteDataDir: dataDir });
  const merchant = await seedMerchant(seeding.db);
  await seeding.close();
  let reopened: DatabaseHandle | undefined;
  return {
    env: { DATABASE_URL: "", PGLITE_DATA_DIR: dataDir },
    reopen: async () => (reopened = await openDatabase({ pgliteDataDir: dataDir })),
    dispose: async () => {
      await reopened?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    merchant,
  };
}

/**
 * A GET on a connection of its own that the server closes after answering: with no idle
 * keep-alive connections left, the process exits at once after draining, so the entries must be
 * written by the shutdown itself and not by the writer's timer.
 */
function getClosingConnection(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers, agent: false }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    });
    outgoing.once("error", reject);
    outgoing.end();
  });
}

describe("request log on shutdown", () => {
  let prepared: Awaited<ReturnType<typeof prepareDatabase>>;
  beforeAll(async () => {
    prepared = await prepareDatabase();
  });
  afterAll(() => prepared.dispose());

  it("writes every answered request's entry before the process exits on SIGTERM", async () => {
    const server = await spawnApi({ ...prepared.env, RATE_LIMIT_PER_SECOND: "0" });
    const headers = prepared.merchant.headers;
    let answered = 0;
    let sending = true;
    // Requests keep arriving until the signal, so some are in flight and many are still buffered.
    const clients = Array.from({ length: 8 }, async () => {
      while (sending) {
        try {
          if ((await getClosingConnection(`${server.url}${AVAILABILITY}`, headers)) === 200) answered++;
        } catch {
          return; // the server stopped taking connections
        }
      }
    });
    while (answered < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    const exit = server.stop("SIGTERM");
    sending = false;
    await Promise.all(clients);
    expect(await exit).toBe(0);
    expect(answered).toBeGreaterThanOrEqual(30);

    const database = await prepared.reopen();
    expect(await countRequestLogRows(database.db, prepared.merchant.merchantId)).toBe(answered);
    expect(server.logLines.some((line) => line.msg === "request log entries dropped")).toBe(false);
  }, 60_000);
});
