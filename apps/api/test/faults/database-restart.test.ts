import { sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle } from "@reservation-api/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, type PrivatePostgres, present } from "@reservation-api/test-support";
import { runCreateLoad, retryUntilCreated } from "../support/create-load.js";
import { startApiOnPrivateCluster, type ApiOnPrivateCluster } from "../support/api-on-private-cluster.js";
import type { TestMerchant } from "../support/merchant-fixtures.js";
import { localDateFromToday } from "../support/seat-audit.js";
import type { SpawnedApi } from "../support/spawned-api.js";

// Restarting PostgreSQL needs its server binaries; the suite's PostgreSQL run (DATABASE_URL set)
// has them. The cluster restarted here is a private one, never the shared server.
describe.runIf(process.env.DATABASE_URL)(
  "PostgreSQL restarted under a load of creates [PostgreSQL only: set DATABASE_URL]",
  () => {
    let setup: ApiOnPrivateCluster;
    let cluster: PrivatePostgres;
    let database: DatabaseHandle;
    let server: SpawnedApi;
    let merchant: TestMerchant;

    beforeAll(async () => {
      setup = await startApiOnPrivateCluster({ responseTimeoutMs: 8_000, merchant: { settings: { seatCapacity: 10_000 } } });
      ({ cluster, database, server, merchant } = setup);
    }, 120_000);
    afterAll(async () => {
      await setup?.close();
    });

    it("fails requests cleanly while it is down, recovers by itself, and loses no booking that got a 201", async () => {
      let restart: Promise<void> | undefined;
      const attempts = await runCreateLoad(() => server.url, merchant, {
        count: 120,
        concurrency: 4,
        localDate: localDateFromToday(10),
        onProgress: (done) => {
          if (done === 30) {
            restart = (async () => {
              await cluster.stop();
              await new Promise((resolve) => setTimeout(resolve, 1_500));
              await cluster.start();
            })();
          }
        },
      });
      await restart;

      // Every request got an answer well within its timeout: a 201, or a clean 5xx with the error body.
      for (const attempt of attempts) {
        expect(attempt.status, attempt.failure).not.toBe("no-answer");
        expect(attempt.elapsedMs).toBeLessThan(15_000);
        if (attempt.status !== 201) {
          expect([500, 503]).toContain(attempt.status);
          expect(attempt.code).toMatch(/^(SERVICE_UNAVAILABLE|INTERNAL_ERROR)$/);
        }
      }
      const failed = attempts.filter((attempt) => attempt.status !== 201);
      expect(failed.length).toBeGreaterThan(0);

      // The server reconnects on its own: the same requests, retried with their keys, all succeed.
      const retried = await Promise.all(failed.map((attempt) => retryUntilCreated(server.url, merchant, attempt)));
      expect(retried.every((attempt) => attempt.status === 201)).toBe(true);
      expect((await callApi(server.url, "/healthz")).status).toBe(200);

      const [stored] = await queryRows<{ bookings: number; records: number }>(
        database.db,
        sql`select (select count(*)::int from bookings where merchant_id = ${merchant.merchantId}) as bookings,
                 (select count(*)::int from idempotency_records where merchant_id = ${merchant.merchantId}) as records`,
      );
      expect(stored).toEqual({ bookings: attempts.length, records: attempts.length });
      const ids = await queryRows<{ id: string }>(
        database.db,
        sql`select id from bookings where merchant_id = ${merchant.merchantId}`,
      );
      const storedIds = new Set(ids.map((row) => row.id));
      for (const attempt of [...attempts, ...retried].filter((candidate) => candidate.status === 201)) {
        expect(storedIds.has(present(attempt.bookingId))).toBe(true);
      }
    }, 180_000);
  },
);
