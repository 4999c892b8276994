import assert from "node:assert/strict";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@reservation-api/test-support";

// When a transaction's connection is lost, postgres.js rejects `begin()`, but the callback goes
// on running and, unpatched, its later statements were sent down the same connection object,
// which the pool may already have reconnected for a waiting query. A statement sent while it
// reconnected failed the waiting query or took its answer (seen as a key lookup finding no key, a
// 401, in the PostgreSQL restart fault test); one sent after it reconnected ran outside any
// transaction and committed on its own. And the lost session's pending error outlived it: the new
// session's startup rejected the waiting query with it. Fixed in patches/postgres@3.4.9.patch.
describe.runIf(process.env.DATABASE_URL)("a transaction whose connection is lost [needs DATABASE_URL]", () => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let admin: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection, so the query waiting for it is the one the pool reconnects it for.
    assert(database.url, "a PostgreSQL test database has a URL");
    sql = postgres(database.url, { max: 1, onnotice: () => {} });
    admin = postgres(database.url, { max: 1, onnotice: () => {} });
    await admin`create table written_after_loss (source text not null)`;
  });

  afterAll(async () => {
    await sql.end({ timeout: 5 });
    await admin.end({ timeout: 5 });
    await database.dispose();
  });

  /** Opens a transaction, parks it in a long statement, and terminates its backend. */
  async function loseTransaction(afterLoss: (tx: postgres.TransactionSql) => Promise<unknown>) {
    let backendPid: (pid: number) => void = () => {};
    const pid = new Promise<number>((resolve) => (backendPid = resolve));
    const transaction = sql.begin(async (tx) => {
      const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
      assert(row);
      backendPid(row.pid);
      await tx`select pg_sleep(30)`.catch(() => undefined);
      return afterLoss(tx);
    });
    const waiting = sql<{ source: string }[]>`select 'pool' as source`.execute();
    await admin`select pg_terminate_backend(${await pid})`;
    await expect(transaction).rejects.toThrow();
    return waiting;
  }

  /** How a statement ended: its rows, or its error code. */
  function outcomeOf(statement: Promise<unknown>): Promise<unknown> {
    return statement.then(
      (rows) => rows,
      (error: { code?: string }) => error.code,
    );
  }

  it("refuses its next statement, and the query waiting for the pool gets its own answer", async () => {
    let outcome: Promise<unknown> | undefined;
    const waiting = await loseTransaction((tx) => (outcome = outcomeOf(tx`select 'transaction' as source`.execute())));
    expect(waiting).toEqual([{ source: "pool" }]);
    expect(await outcome).toBe("CONNECTION_CLOSED");
  });

  it("refuses a statement made after the pool reconnected, so nothing commits outside the transaction", async () => {
    let poolAnswered = (): void => {};
    const answered = new Promise<void>((resolve) => (poolAnswered = resolve));
    let outcome: Promise<unknown> | undefined;
    const waiting = await loseTransaction(async (tx) => {
      await answered;
      outcome = outcomeOf(tx`insert into written_after_loss values ('transaction')`.execute());
    });
    expect(waiting).toEqual([{ source: "pool" }]);
    poolAnswered();
    await expect.poll(() => outcome !== undefined).toBe(true);
    expect(await outcome).toBe("CONNECTION_CLOSED");
    expect(await admin`select source from written_after_loss`).toEqual([]);
  });
});
