import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, present } from "@reservation-api/test-support";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { localDateFromToday } from "./support/seat-audit.js";
import { spawnApi, type SpawnedApi } from "./support/spawned-api.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { anyString } from "./support/asymmetric-matchers.js";

const AVAILABILITY = "/api/external/v1/availability?date=2026-06-02&partySize=2";
const BUDGET = { RATE_LIMIT_BURST: "5", RATE_LIMIT_PER_SECOND: "1" };

async function spend(api: { url: string }, merchant: TestMerchant, count: number) {
  const responses = [];
  for (let index = 0; index < count; index++) responses.push(await callApi(api.url, AVAILABILITY, { headers: merchant.headers }));
  return responses;
}

describe("per-merchant rate limit in one process", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: BUDGET });
  });
  afterAll(() => api.close());

  it("allows the burst with RateLimit headers counting down, then answers 429 RATE_LIMITED", async () => {
    const merchant = await api.seedMerchant();
    const responses = await spend(api, merchant, 6);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(present(responses[0]).headers.get("ratelimit-policy")).toBe('"merchant";q=5;w=5');
    expect(responses.slice(0, 5).map((response) => response.headers.get("ratelimit")?.match(/r=(\d+)/)?.[1])).toEqual([
      "4",
      "3",
      "2",
      "1",
      "0",
    ]);
    const limited = present(responses[5]);
    expect(limited.body).toEqual({
      code: "RATE_LIMITED",
      message: anyString(),
      requestId: limited.headers.get("x-request-id"),
    });
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(limited.headers.get("ratelimit")).toBe('"merchant";r=0;t=1');
  });

  it("keeps merchants' budgets apart and refills over time", async () => {
    const busy = await api.seedMerchant();
    const quiet = await api.seedMerchant();
    await spend(api, busy, 6);
    expect(present((await spend(api, quiet, 1))[0]).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(present((await spend(api, busy, 1))[0]).status).toBe(200);
  });

  it("does not spend the budget on requests that fail authentication", async () => {
    const merchant = await api.seedMerchant();
    for (let index = 0; index < 8; index++) {
      await callApi(api.url, AVAILABILITY, { headers: { ...merchant.headers, Authorization: "Bearer wrong" } });
    }
    expect((await spend(api, merchant, 5)).every((response) => response.status === 200)).toBe(true);
  });
});

// Sharing one budget between processes needs Redis and a database both processes can open.
describe.runIf(process.env.REDIS_URL && process.env.DATABASE_URL)(
  "rate limit shared through Redis [needs REDIS_URL and DATABASE_URL]",
  () => {
    let api: TestApi;
    let processes: SpawnedApi[] = [];
    beforeAll(async () => {
      api = await startTestApi();
      const env = {
        DATABASE_URL: present(api.databaseUrl),
        REDIS_URL: present(process.env.REDIS_URL),
        RATE_LIMIT_BURST: "10",
        RATE_LIMIT_PER_SECOND: "0.5",
      };
      processes = await Promise.all([spawnApi(env), spawnApi(env)]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all(processes.map((spawned) => spawned.stop("SIGKILL")));
      await api?.close();
    });

    it("enforces one budget across two API processes", async () => {
      const merchant = await api.seedMerchant();
      const path = `/api/external/v1/availability?date=${localDateFromToday(5)}&partySize=2`;
      const statuses: number[] = [];
      for (let index = 0; index < 30; index++) {
        const target = present(processes[index % 2]);
        statuses.push((await callApi(target.url, path, { headers: merchant.headers })).status);
      }
      const allowed = statuses.filter((status) => status === 200).length;
      // 10 from the burst, plus at most one token refilled while the loop runs.
      expect(allowed).toBeGreaterThanOrEqual(10);
      expect(allowed).toBeLessThanOrEqual(11);
      expect(statuses.filter((status) => status === 429).length).toBe(30 - allowed);
    });
  },
);
