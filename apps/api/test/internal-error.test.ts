import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { bookingListOf } from "./support/response-bodies.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("unexpected failures", () => {
  it("answers 500 INTERNAL_ERROR with the error body and nothing of the cause when the database fails", async () => {
    const merchant = await api.seedMerchant();
    // Break storage for real: the list query now hits a missing table.
    await api.db.execute(sql`alter table bookings rename to bookings_moved_away`);
    try {
      const response = await api.call("/api/external/v1/bookings?startDate=2026-06-01&endDate=2026-06-30", {
        headers: merchant.headers,
      });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        code: "INTERNAL_ERROR",
        message: "An unexpected error occurred",
        requestId: response.headers.get("x-request-id"),
      });
      expect(JSON.stringify(response.body)).not.toMatch(/bookings|relation|stack|at /i);
    } finally {
      await api.db.execute(sql`alter table bookings_moved_away rename to bookings`);
    }
  });

  it("keeps serving once the cause is gone", async () => {
    const merchant = await api.seedMerchant();
    const response = await api.call("/api/external/v1/bookings?startDate=2026-06-01&endDate=2026-06-30", {
      headers: merchant.headers,
    });
    expect(response.status).toBe(200);
    expect(bookingListOf(response).pagination.total).toBe(0);
  });
});
