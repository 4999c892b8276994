import type { ClientRequest } from "node:http";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { queryRows } from "@reservation-api/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody } from "./support/booking-requests.js";
import { keepAliveAgent, postCreateKeepAlive, type KeepAliveAnswer } from "./support/keep-alive-client.js";
import { localDateFromToday } from "./support/seat-audit.js";
import { spawnApi } from "./support/spawned-api.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { present } from "@reservation-api/test-support";

const ROOMY = { seatCapacity: 10_000, monthlyBookingCap: 100_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A second OS process on a shared database, and a lock held from outside: PostgreSQL only.
describe.runIf(process.env.DATABASE_URL)("draining on SIGTERM under load", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  async function bookingIdsInDatabase(merchantId: string): Promise<Set<string>> {
    const rows = await queryRows<{ id: string }>(api.db, sql`select id from bookings where merchant_id = ${merchantId}`);
    return new Set(rows.map((row) => row.id));
  }

  it("closes keep-alive connections after their current answer, stores every answered create and exits well within the grace", async () => {
    const merchant = await api.seedMerchant({ settings: ROOMY });
    const server = await spawnApi({
      DATABASE_URL: present(api.databaseUrl),
      RATE_LIMIT_PER_SECOND: "0",
      SHUTDOWN_GRACE_MS: "8000",
    });
    const agent = keepAliveAgent(24);
    const answers: KeepAliveAnswer[] = [];
    const localDate = localDateFromToday(10);
    const worker = async () => {
      for (;;) {
        const answer = await postCreateKeepAlive(server.url, agent, merchant, bookingBody({ localDate, partySize: 1 }));
        if (!answer) return;
        answers.push(answer);
      }
    };
    try {
      const workers = Promise.all(Array.from({ length: 24 }, worker));
      await sleep(1500);
      const sigtermAt = Date.now();
      server.process.kill("SIGTERM");
      await workers;
      expect(await server.exited).toBe(0);
      expect(Date.now() - sigtermAt).toBeLessThan(4000);

      expect(answers.length).toBeGreaterThan(24);
      expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
      expect(answers.some((answer) => answer.connection === "close")).toBe(true);
      const keptAliveLate = answers.filter((answer) => answer.receivedAt > sigtermAt + 500 && answer.connection !== "close");
      expect(keptAliveLate).toEqual([]);
      const stored = await bookingIdsInDatabase(merchant.merchantId);
      expect(answers.filter((answer) => !stored.has(present(answer.bookingId)))).toEqual([]);
      const logged201 = server.logLines.filter((line) => line.msg === "request" && line.status === 201).length;
      expect(stored.size).toBe(logged201);
    } finally {
      agent.destroy();
      await server.stop("SIGKILL");
    }
  }, 60_000);

  it("lets handlers whose clients left finish on an open pool before the process exits", async () => {
    const merchant = await api.seedMerchant({ settings: ROOMY });
    const server = await spawnApi({
      DATABASE_URL: present(api.databaseUrl),
      RATE_LIMIT_PER_SECOND: "0",
      SHUTDOWN_GRACE_MS: "8000",
    });
    const blocker = postgres(present(api.databaseUrl), { max: 1 });
    const agent = keepAliveAgent(8);
    const requests: ClientRequest[] = [];
    try {
      // Hold the merchant's booking lock so the creates below wait inside the server.
      await blocker`select pg_advisory_lock(hashtextextended(${`bookings:${merchant.merchantId}`}, 0))`;
      const localDate = localDateFromToday(10);
      const sent = Array.from({ length: 8 }, () =>
        postCreateKeepAlive(server.url, agent, merchant, bookingBody({ localDate, partySize: 1 }), (req) => requests.push(req)),
      );
      await sleep(700);
      for (const req of requests) req.destroy();
      expect(await Promise.all(sent)).toEqual(Array.from({ length: 8 }, () => undefined));
      server.process.kill("SIGTERM");
      await sleep(700);
      expect(server.process.exitCode).toBeNull();
      await blocker`select pg_advisory_unlock_all()`;
      expect(await server.exited).toBe(0);

      const statuses = server.logLines.filter((line) => line.msg === "request").map((line) => line.status);
      expect(statuses).toEqual(Array.from({ length: 8 }, () => 201));
      expect((await bookingIdsInDatabase(merchant.merchantId)).size).toBe(8);
    } finally {
      agent.destroy();
      await blocker.end();
      await server.stop("SIGKILL");
    }
  }, 60_000);
});
