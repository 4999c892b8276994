import postgres from "postgres";
import { describe, expect, it } from "vitest";

// postgres.js reserves a connection for a transaction when its BEGIN is written. Unpatched, the
// reservation was skipped when that BEGIN filled a busy connection's pipeline or met socket
// back-pressure: the transaction failed with UNSAFE_TRANSACTION, and its connection went back to
// the pool still inside it, so other queries ran in a transaction nobody would commit. Seen as a
// rare 500 on creates under overload; fixed in patches/postgres@3.4.9.patch.
const databaseUrl = process.env.DATABASE_URL ?? "";

describe.runIf(databaseUrl !== "")("transactions on a busy postgres.js pool [needs DATABASE_URL]", () => {
  const ROUNDS = 10;

  it("runs each transaction on a connection of its own when its BEGIN is queued behind busy ones", async () => {
    const application = `tx-reservation-${process.pid}`;
    // A pipeline of two makes the boundary easy to reach; the default of 100 reaches it under load.
    // (`max_pipeline` is a documented option its type declarations leave out.)
    const options: postgres.Options<Record<string, never>> & { max_pipeline: number } = {
      max: 3,
      max_pipeline: 2,
      onnotice: () => {},
      connection: { application_name: application },
    };
    const sql = postgres(databaseUrl, options);
    try {
      await Promise.all(Array.from({ length: 3 }, () => sql`select 1`.execute()));
      for (let round = 0; round < ROUNDS; round++) {
        // Every connection busy with one query pipelined behind it, then BEGINs: each fills a
        // pipeline of two. `execute()` sends at once, in this order (queries wait a tick otherwise).
        const busy = Array.from({ length: 3 }, () => sql`select pg_sleep(0.1)`.execute());
        const plain = Array.from({ length: 3 }, () => sql`select 1`.execute());
        const transactions = Array.from({ length: 5 }, () =>
          sql.begin(async (tx) => {
            const [first] = await tx<{ id: string }[]>`select pg_current_xact_id()::text as id`;
            await tx`select pg_sleep(0.01)`;
            const [second] = await tx<{ id: string }[]>`select pg_current_xact_id()::text as id`;
            return first !== undefined && first.id === second?.id;
          }),
        );
        const settled = await Promise.allSettled([...busy, ...plain, ...transactions]);
        expect(settled.flatMap((result) => (result.status === "rejected" ? [String(result.reason)] : []))).toEqual([]);
        const sameTransaction = await Promise.all(transactions);
        expect(sameTransaction).toEqual(transactions.map(() => true));
      }
      const observer = postgres(databaseUrl, { max: 1 });
      const stuck = await observer`select count(*)::int as n from pg_stat_activity
                                    where application_name = ${application} and state like 'idle in transaction%'`;
      await observer.end();
      expect(stuck).toEqual([{ n: 0 }]);
    } finally {
      await sql.end({ timeout: 5 });
    }
  }, 60_000);
});
