import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/index.js";
import type { DatabaseHandle } from "../src/index.js";

// The job queue's raw SQL on a postgres.js pool of one connection, so every call below meets
// whatever the previous one left on it.
const databaseUrl = process.env.DATABASE_URL ?? "";

describe.runIf(databaseUrl !== "")("the job queue's SQL on PostgreSQL [needs DATABASE_URL]", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ url: databaseUrl, poolSize: 1, migrate: false });
  });
  afterAll(async () => {
    await database.close();
  });

  it("prepares a statement with parameters, so the connection plans it once", async () => {
    const text = "select $1::int + 1 as next /* queue executor test */";
    expect((await database.executeSql(text, [1])).rows).toEqual([{ next: 2 }]);
    expect((await database.executeSql(text, [41])).rows).toEqual([{ next: 42 }]);
    const { rows } = await database.executeSql(
      "select count(*)::int as prepared from pg_prepared_statements where statement = $1",
      [text],
    );
    expect(rows).toEqual([{ prepared: 1 }]);
  });

  it("passes parameters as node-postgres does: undefined as null, an object as JSON, a Date as its instant", async () => {
    const at = new Date("2026-11-25T10:00:00.000Z");
    const { rows } = await database.executeSql(
      "select $1::text is null as missing, $2::json ->> 'policy' as policy, $3::timestamptz = '2026-11-25T10:00:00Z' as same_instant",
      [undefined, { policy: "standard" }, at],
    );
    expect(rows).toEqual([{ missing: true, policy: "standard", same_instant: true }]);
  });

  it("runs a script of several statements and answers with the last one's rows", async () => {
    const { rows } = await database.executeSql(
      "create temporary table queue_script (n int); insert into queue_script values (1), (2); select count(*)::int as n from queue_script",
    );
    expect(rows).toEqual([{ n: 2 }]);
  });

  it("leaves no aborted transaction behind when a script fails after its BEGIN", async () => {
    await expect(database.executeSql("begin; select 1 / 0; commit;")).rejects.toThrow(/division by zero/);
    const { rows } = await database.executeSql("select $1::int as still_usable", [1]);
    expect(rows).toEqual([{ still_usable: 1 }]);
  });
});
