import { afterAll, beforeAll, describe, it } from "vitest";
import { bookingPath } from "./support/booking-changes.js";
import { bookingBody, CREATE_PATH } from "./support/booking-requests.js";
import { bookingOf } from "./support/response-bodies.js";
import { expectThreeMoved, sourceSlots } from "./support/parallel-moves.js";
import { localDateFromToday } from "./support/seat-audit.js";
import { spawnApi, type SpawnedApi } from "./support/spawned-api.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { callApi, present } from "@reservation-api/test-support";

// Several processes can only share a real PostgreSQL server: PGlite lives inside one process.
describe.runIf(process.env.DATABASE_URL)("booking changes over two API processes [PostgreSQL only: set DATABASE_URL]", () => {
  let api: TestApi;
  let processes: SpawnedApi[] = [];

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

  const via = (index: number) => (processes[index % processes.length] as SpawnedApi).url;

  it("move exactly 3 of 8 parties of 3 into one 10-seat slot when the moves are spread over both", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 10 } });
    // The spawned processes run on the real clock: book days ahead of today.
    const sources = sourceSlots([localDateFromToday(11), localDateFromToday(12), localDateFromToday(13)]);
    const parties = [];
    for (const [index, slot] of sources.entries()) {
      const created = await callApi(via(index), CREATE_PATH, {
        method: "POST",
        headers: { ...merchant.headers, "Idempotency-Key": crypto.randomUUID() },
        body: bookingBody({ partySize: 3, ...slot }),
      });
      parties.push(bookingOf(created));
    }
    const target = { localDate: localDateFromToday(10), localTime: "20:30" };
    const responses = await Promise.all(
      parties.map((party, index) =>
        callApi<{ code?: string; bookingTimeUtc?: string }>(via(index), bookingPath(party.id), {
          method: "PATCH",
          headers: merchant.headers,
          body: target,
        }),
      ),
    );
    await expectThreeMoved(api.db, merchant, responses);
  });
});
