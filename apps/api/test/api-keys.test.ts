import { and, eq, isNull } from "drizzle-orm";
import { apiKeys } from "@reservation-api/db";
import { OPERATOR, rotateApiKey } from "@reservation-api/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeError } from "../src/logger.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { present } from "@reservation-api/test-support";

const AVAILABILITY = "/api/external/v1/availability?date=2026-06-02&partySize=2";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("API keys", () => {
  it("are stored only as a SHA-256 hash: no column holds the plaintext", async () => {
    const merchant = await api.seedMerchant();
    const [row] = await api.db.select().from(apiKeys).where(eq(apiKeys.merchantId, merchant.merchantId));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(merchant.apiKey);
    expect(merchant.apiKey.startsWith(row?.keyPrefix ?? "")).toBe(true);
    expect(row?.keyPrefix.length).toBeLessThan(merchant.apiKey.length / 2);
  });

  it("leave exactly one active key after two rotations at once, and only that key works", async () => {
    const merchant = await api.seedMerchant();
    const [first, second] = await Promise.all([
      rotateApiKey(api.deps, merchant.merchantId, OPERATOR),
      rotateApiKey(api.deps, merchant.merchantId, OPERATOR),
    ]);
    const active = await api.db
      .select({ prefix: apiKeys.keyPrefix })
      .from(apiKeys)
      .where(and(eq(apiKeys.merchantId, merchant.merchantId), isNull(apiKeys.revokedAt)));
    expect(active).toHaveLength(1);
    const statuses = await Promise.all(
      [merchant.apiKey, present(first).apiKey, present(second).apiKey].map(
        async (key) =>
          (await api.call(AVAILABILITY, { headers: { Authorization: `Bearer ${key}`, "X-Merchant-Id": merchant.merchantId } }))
            .status,
      ),
    );
    expect(statuses[0]).toBe(401);
    expect(statuses.slice(1).sort()).toEqual([200, 401]);
  });

  it("cannot be matched by a prefix, a hash, or a key of another length", async () => {
    const merchant = await api.seedMerchant();
    const [row] = await api.db.select().from(apiKeys).where(eq(apiKeys.merchantId, merchant.merchantId));
    for (const guess of [present(row).keyPrefix, present(row).keyHash, `${merchant.apiKey}x`, merchant.apiKey.slice(0, -1)]) {
      const response = await api.call(AVAILABILITY, {
        headers: { Authorization: `Bearer ${guess}`, "X-Merchant-Id": merchant.merchantId },
      });
      expect(response.status).toBe(401);
    }
  });
});

describe("error logging", () => {
  it("logs a failed query by its root cause, without the SQL parameters", () => {
    const root = Object.assign(new Error('relation "bookings" does not exist'), { code: "42P01" });
    const wrapped = new Error("Failed query: insert into bookings ... params: Ada Lovelace,ada@example.com", { cause: root });
    const logged = describeError(wrapped);
    expect(logged).toMatchObject({ type: "Error", code: "42P01", message: 'relation "bookings" does not exist' });
    expect(JSON.stringify(logged)).not.toContain("ada@example.com");
  });
});
