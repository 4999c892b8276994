import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringMatching } from "../support/asymmetric-matchers.js";
import { rejectionOf, signedInMember } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ captureLogs: true });
});
afterAll(() => api.close());

describe("unexpected failures in dashboard procedures", () => {
  it("answer 500 with a generic message and the request id, nothing of the cause, and log the cause with that id", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    // Break storage for real: the activity query now hits a missing table.
    await api.db.execute(sql`alter table activity_events rename to activity_events_moved_away`);
    try {
      const error = await rejectionOf(member.trpc.activity.list.query());
      expect(error.data?.httpStatus).toBe(500);
      expect(error.message).toBe("An unexpected error occurred");
      const requestId = member.state.lastResponse?.headers.get("x-request-id");
      expect(error.data?.requestId).toBe(requestId);
      expect(JSON.stringify(error.shape)).not.toMatch(/activity_events|relation|stack|at /i);
      const logged = api.logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.requestId === requestId);
      expect(logged).toMatchObject({
        msg: "request failed",
        status: 500,
        err: { message: stringMatching(/activity_events/) },
      });
    } finally {
      await api.db.execute(sql`alter table activity_events_moved_away rename to activity_events`);
    }
    await expect(member.trpc.activity.list.query()).resolves.toBeDefined();
  });
});
