import { createTestDatabase, type TestDatabase } from "@reservation-api/test-support";
import { startWebhookDelivery, type RunningWebhookDelivery } from "@reservation-api/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Several processes booting at once on a new database all create the delivery queue. pg-boss's
// own queue creation deadlocks under that race; the API must still start every time.
describe.runIf(process.env.DATABASE_URL)("webhook queue start-up [needs DATABASE_URL]", () => {
  const ROUNDS = 5;
  const STARTERS = 6;
  const databases: TestDatabase[] = [];
  beforeAll(async () => {
    for (let round = 0; round < ROUNDS; round++) databases.push(await createTestDatabase());
  }, 60_000);
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.dispose()));
  });

  it("starts delivery in six processes at once on each of five new databases", async () => {
    const errors: unknown[] = [];
    for (const database of databases) {
      const started = await Promise.allSettled(
        Array.from({ length: STARTERS }, () =>
          startWebhookDelivery({
            db: database.handle.db,
            queueSql: database.handle.executeSql,
            onError: (error) => errors.push(error),
          }),
        ),
      );
      const running = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      await Promise.all(running.map((delivery: RunningWebhookDelivery) => delivery.stop()));
      expect(started.filter((result) => result.status === "rejected")).toEqual([]);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
