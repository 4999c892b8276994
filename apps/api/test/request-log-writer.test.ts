import { createTestDatabase, type TestDatabase } from "@reservation-api/test-support";
import { startRequestLog, type CapturedRequest } from "@reservation-api/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMerchant, type TestMerchant } from "./support/merchant-fixtures.js";
import { countRequestLogRows } from "./support/request-log-reader.js";
import { objectContaining } from "./support/asymmetric-matchers.js";

function captured(merchant: TestMerchant, requestId: string): CapturedRequest {
  return {
    merchantId: merchant.merchantId,
    keyPrefix: merchant.apiKey.slice(0, 15),
    receivedAt: new Date(),
    method: "GET",
    url: "/api/external/v1/availability?date=2026-06-02&partySize=2",
    operation: "getAvailability",
    status: 200,
    errorCode: null,
    durationMs: 1,
    requestId,
    clientAddress: "127.0.0.1",
    requestHeaders: {},
    responseHeaders: {},
    requestBody: undefined,
    responseBody: "{}",
  };
}

function recordingLogger() {
  const warnings: Array<{ fields: Record<string, unknown>; message: string }> = [];
  return {
    warnings,
    info: () => {},
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
  };
}

describe("request log writer", () => {
  let database: TestDatabase;
  let merchant: TestMerchant;
  beforeAll(async () => {
    database = await createTestDatabase();
    merchant = await seedMerchant(database.handle.db);
  });
  afterAll(() => database.dispose());

  it("refuses entries beyond its buffer instead of growing, and logs how many it dropped", async () => {
    const logger = recordingLogger();
    const writer = startRequestLog({
      db: database.handle.db,
      now: () => new Date(),
      logger,
      retentionDays: 30,
      maxBufferedEntries: 5,
      flushIntervalMs: 60_000,
    });
    for (let index = 0; index < 8; index++) writer.record(captured(merchant, `buffer-${index}`));
    await writer.stop();
    expect(await countRequestLogRows(database.handle.db, merchant.merchantId)).toBe(5);
    expect(logger.warnings).toContainEqual({
      fields: objectContaining({ dropped: 3, bufferFull: 3 }),
      message: "request log entries dropped",
    });
  });

  it("writes a full batch at once, without waiting for the interval", async () => {
    const logger = recordingLogger();
    const writer = startRequestLog({
      db: database.handle.db,
      now: () => new Date(),
      logger,
      retentionDays: 30,
      batchRows: 10,
      flushIntervalMs: 60_000,
    });
    const before = await countRequestLogRows(database.handle.db, merchant.merchantId);
    for (let index = 0; index < 10; index++) writer.record(captured(merchant, `batch-${index}`));
    const deadline = Date.now() + 5_000;
    while ((await countRequestLogRows(database.handle.db, merchant.merchantId)) < before + 10 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await countRequestLogRows(database.handle.db, merchant.merchantId)).toBe(before + 10);
    await writer.stop();
    expect(logger.warnings).toEqual([]);
  });
});
