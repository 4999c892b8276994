import { sql } from "drizzle-orm";
import { queryRows } from "@reservation-api/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retryUntilCreated, runCreateLoad } from "../support/create-load.js";
import { localDateFromToday } from "../support/seat-audit.js";
import { spawnApi, type SpawnedApi } from "../support/spawned-api.js";
import { startTestApi, type TestApi } from "../support/test-api.js";
import { present } from "@reservation-api/test-support";

// A second OS process needs a database it can share: PostgreSQL only.
describe.runIf(process.env.DATABASE_URL)(
  "the API process killed in the middle of creates [PostgreSQL only: set DATABASE_URL]",
  () => {
    let api: TestApi;
    let first: SpawnedApi | undefined;
    let second: SpawnedApi | undefined;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(async () => {
      await first?.stop("SIGKILL");
      await second?.stop("SIGKILL");
      await api.close();
    });

    it("leaves no key stuck and exactly one booking per key once the requests are retried", async () => {
      const merchant = await api.seedMerchant({ settings: { seatCapacity: 10_000 } });
      first = await spawnApi({ DATABASE_URL: present(api.databaseUrl), RATE_LIMIT_PER_SECOND: "0" });
      const target = first;
      const attempts = await runCreateLoad(() => target.url, merchant, {
        count: 80,
        concurrency: 8,
        localDate: localDateFromToday(10),
        onProgress: (done) => {
          if (done === 25) target.process.kill("SIGKILL");
        },
      });
      expect(await first.exited).toBeNull();
      const unanswered = attempts.filter((attempt) => attempt.status !== 201);
      expect(unanswered.length).toBeGreaterThan(0);

      second = await spawnApi({ DATABASE_URL: present(api.databaseUrl), RATE_LIMIT_PER_SECOND: "0" });
      const retried = await Promise.all(attempts.map((attempt) => retryUntilCreated(present(second).url, merchant, attempt, 5)));
      expect(retried.map((attempt) => attempt.status)).toEqual(attempts.map(() => 201));
      for (const [index, attempt] of attempts.entries()) {
        if (attempt.status === 201) expect(present(retried[index]).bookingId).toBe(attempt.bookingId);
      }

      const perKey = await queryRows<{ keys: number; bookings: number }>(
        api.db,
        sql`select (select count(*)::int from idempotency_records where merchant_id = ${merchant.merchantId}) as keys,
                 (select count(*)::int from bookings where merchant_id = ${merchant.merchantId}) as bookings`,
      );
      expect(perKey[0]).toEqual({ keys: attempts.length, bookings: attempts.length });
    }, 120_000);
  },
);
