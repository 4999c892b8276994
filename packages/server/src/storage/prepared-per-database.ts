import type { Database } from "@reservation-api/db";

/**
 * A query built by drizzle once per database handle instead of on every call: under load,
 * drizzle's query building took about a fifth of the CPU of a read request. Values vary through
 * `sql.placeholder`. A transaction handle gets its own copy, built on first use as before.
 */
export function preparedPerDatabase<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const built = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
