import type { DatabaseHandle } from "@reservation-api/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, type PrivatePostgres } from "@reservation-api/test-support";
import { startApiOnPrivateCluster, type ApiOnPrivateCluster } from "../support/api-on-private-cluster.js";
import type { TestMerchant } from "../support/merchant-fixtures.js";
import { countRequestLogRows } from "../support/request-log-reader.js";
import type { SpawnedApi } from "../support/spawned-api.js";

const AVAILABILITY = "/api/external/v1/availability?date=2030-01-01&partySize=2";

// Stopping PostgreSQL needs its server binaries and a cluster of the test's own.
describe.runIf(process.env.DATABASE_URL)("request log while the database is out of reach", () => {
  let setup: ApiOnPrivateCluster;
  let cluster: PrivatePostgres;
  let database: DatabaseHandle;
  let server: SpawnedApi;
  let merchant: TestMerchant;

  beforeAll(async () => {
    setup = await startApiOnPrivateCluster({ responseTimeoutMs: 4_000 });
    ({ cluster, database, server, merchant } = setup);
  }, 120_000);
  afterAll(async () => {
    await setup?.close();
  });

  it("drops the entries it cannot write with a logged count, keeps answering, and writes again once it is back", async () => {
    const statuses: number[] = [];
    const elapsed: number[] = [];
    let sending = true;
    const clients = Array.from({ length: 4 }, async () => {
      while (sending) {
        const started = Date.now();
        const response = await callApi(server.url, AVAILABILITY, { headers: merchant.headers });
        statuses.push(response.status);
        elapsed.push(Date.now() - started);
      }
    });
    // Load runs up to the moment the database stops, so entries are waiting in the buffer then.
    while (statuses.length < 100) await new Promise((resolve) => setTimeout(resolve, 20));
    await cluster.stop();
    const answeredBeforeOutage = statuses.length;
    // Long enough for a write cut off mid-query to reach the writer's timeout.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    sending = false;
    await Promise.all(clients);

    const dropped = server.logLines.filter((line) => line.msg === "request log entries dropped");
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped.reduce((sum, line) => sum + Number(line.dropped), 0)).toBeGreaterThan(0);
    // The API went on answering, with 503 by its response deadline, while the database was away.
    // Once postgres.js backs off its reconnects, an answer takes the whole 4 s deadline, so the
    // 7 s outage holds at least one answer per client, and how many more is up to the host's speed.
    const duringOutage = statuses.slice(answeredBeforeOutage);
    expect(duringOutage.length).toBeGreaterThanOrEqual(clients.length);
    expect(duringOutage.every((status) => status === 503)).toBe(true);
    expect(Math.max(...elapsed)).toBeLessThan(5_000);

    await cluster.start();
    const before = await waitForRows(0);
    let recovered: number | undefined;
    for (let attempt = 0; attempt < 50 && recovered !== 200; attempt++) {
      recovered = (await callApi(server.url, AVAILABILITY, { headers: merchant.headers })).status;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(recovered).toBe(200);
    expect(await waitForRows(before + 1)).toBeGreaterThan(before);
  }, 120_000);

  async function waitForRows(atLeast: number): Promise<number> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await countRequestLogRows(database.db, merchant.merchantId).catch(() => -1);
      if (rows >= atLeast || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
});
