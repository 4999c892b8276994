import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, CREATE_PATH } from "./support/booking-requests.js";
import { callApi, present } from "@reservation-api/test-support";
import { runAdminCli } from "./support/run-admin-cli.js";
import { localDateFromToday } from "./support/seat-audit.js";
import { spawnApi } from "./support/spawned-api.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { anyNumber } from "./support/asymmetric-matchers.js";
import { z } from "zod";

describe("the API process on the embedded database", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "api-process-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("logs one JSON line per request with its request id, never the key, and exits 0 on SIGTERM", async () => {
    const env = { DATABASE_URL: "", PGLITE_DATA_DIR: dataDir };
    const created = await runAdminCli(["merchant", "create", "--name", "Log Test", "--json"], env);
    const { merchantId, apiKey } = z.object({ merchantId: z.string(), apiKey: z.string() }).parse(JSON.parse(created.stdout));
    const server = await spawnApi(env);
    try {
      const response = await callApi(server.url, "/api/external/v1/availability?date=2030-01-01&partySize=2", {
        headers: { Authorization: `Bearer ${apiKey}`, "X-Merchant-Id": merchantId, "X-Request-Id": "trace-1234" },
      });
      expect(response.status).toBe(200);
      await callApi(server.url, "/healthz");
    } finally {
      expect(await server.stop("SIGTERM")).toBe(0);
    }
    const requests = server.logLines.filter((line) => line.msg === "request");
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      requestId: "trace-1234",
      method: "GET",
      path: "/api/external/v1/availability",
      status: 200,
      durationMs: anyNumber(),
    });
    expect(JSON.stringify(server.logLines)).not.toContain(apiKey);
    expect(server.logLines.map((line) => line.msg)).toContain("shutting down");
  }, 180_000); // the first admin command may build the compiled CLI
});

// Holding a booking lock from outside the API needs a real PostgreSQL server.
describe.runIf(process.env.DATABASE_URL)("graceful shutdown on PostgreSQL [PostgreSQL only: set DATABASE_URL]", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it("finishes a request that is in flight when SIGTERM arrives, then exits 0", async () => {
    const merchant = await api.seedMerchant();
    const server = await spawnApi({ DATABASE_URL: present(api.databaseUrl) });
    const blocker = postgres(present(api.databaseUrl), { max: 1 });
    try {
      // Hold the merchant's booking lock so the create below waits inside the server.
      await blocker`select pg_advisory_lock(hashtextextended(${`bookings:${merchant.merchantId}`}, 0))`;
      const inFlight = callApi(server.url, CREATE_PATH, {
        method: "POST",
        headers: { ...merchant.headers, "Idempotency-Key": crypto.randomUUID() },
        body: bookingBody({ localDate: localDateFromToday(10) }),
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      server.process.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.process.exitCode).toBeNull();
      await blocker`select pg_advisory_unlock_all()`;
      const response = await inFlight;
      expect(response.status).toBe(201);
      expect(await server.exited).toBe(0);
    } finally {
      await blocker.end();
      await server.stop("SIGKILL");
    }
  }, 60_000);
});
