import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, present } from "@reservation-api/test-support";
import { bookingBody, countMerchantBookings, CREATE_PATH } from "./support/booking-requests.js";
import { localDateFromToday, peakSeatsInDatabase } from "./support/seat-audit.js";
import { spawnApi, type SpawnedApi } from "./support/spawned-api.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { errorBodyOf, errorCodeOf } from "./support/response-bodies.js";

// Several processes can only share a real PostgreSQL server: PGlite lives inside one process.
describe.runIf(process.env.DATABASE_URL)("two API processes against one database [PostgreSQL only: set DATABASE_URL]", () => {
  let api: TestApi;
  let processes: SpawnedApi[] = [];
  const date = localDateFromToday(10);

  beforeAll(async () => {
    api = await startTestApi();
    processes = await Promise.all([
      spawnApi({ DATABASE_URL: present(api.databaseUrl) }),
      spawnApi({ DATABASE_URL: present(api.databaseUrl) }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((spawned) => spawned.stop("SIGKILL")));
    await api?.close();
  });

  /** Spreads requests over the processes, round robin. */
  function createVia(index: number, headers: Record<string, string>, body: unknown, key: string) {
    const target = processes[index % processes.length] as SpawnedApi;
    return callApi(target.url, CREATE_PATH, { method: "POST", headers: { ...headers, "Idempotency-Key": key }, body });
  }

  it("turn a burst of 20 requests with one key into exactly one booking", async () => {
    const merchant = await api.seedMerchant();
    const key = crypto.randomUUID();
    const body = bookingBody({ localDate: date });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => createVia(index, merchant.headers, body, key)));
    const created = responses.filter((response) => response.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const response of created) expect(response.body).toEqual(created[0]?.body);
    for (const response of responses.filter((candidate) => candidate.status !== 201)) {
      expect(response.status).toBe(409);
      expect(errorBodyOf(response).code).toBe("IDEMPOTENCY_CONFLICT");
    }
    expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(1);
  });

  it("seat exactly 10 parties of one out of 40 for a slot with 10 seats", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 10 } });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        createVia(index, merchant.headers, bookingBody({ partySize: 1, localDate: date }), crypto.randomUUID()),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(10);
    expect(responses.filter((response) => errorCodeOf(response) === "CAPACITY_EXCEEDED")).toHaveLength(30);
    expect(await countMerchantBookings(api.db, merchant.merchantId)).toBe(10);
  });

  it("never overbook any merchant under a mixed load spread over both processes", async () => {
    const merchants = await Promise.all([1, 2, 3].map(() => api.seedMerchant({ settings: { seatCapacity: 8 } })));
    const times = ["17:00", "17:45", "18:30", "19:00", "19:15", "20:00"];
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, index) => {
        const merchant = present(merchants[index % merchants.length]);
        const body = bookingBody({ partySize: 1 + (index % 3), localDate: date, localTime: times[index % times.length] });
        return createVia(index, merchant.headers, body, crypto.randomUUID());
      }),
    );
    for (const response of responses.filter((candidate) => candidate.status !== 201)) {
      expect(errorBodyOf(response).code).toBe("CAPACITY_EXCEEDED");
    }
    let createdTotal = 0;
    for (const merchant of merchants) {
      expect(await peakSeatsInDatabase(api.db, merchant.merchantId, 90)).toBeLessThanOrEqual(8);
      createdTotal += await countMerchantBookings(api.db, merchant.merchantId);
    }
    expect(createdTotal).toBe(responses.filter((response) => response.status === 201).length);
  });
});
