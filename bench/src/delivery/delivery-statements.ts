import type postgres from "postgres";

export interface StatementCost {
  /** Execution time per delivery, µs. */
  microsPerDelivery: number;
  calls: number;
  query: string;
}

/**
 * Where PostgreSQL's time went, by statement, when the server loads pg_stat_statements
 * (`shared_preload_libraries`); `top` answers undefined otherwise. `sql` is a connection to the
 * bench's own database, where the extension is created (and dropped with it).
 */
export async function statementCosts(sql: postgres.Sql) {
  const [setting] = await sql<{ libraries: string }[]>`select current_setting('shared_preload_libraries') as libraries`;
  const loaded = setting?.libraries.includes("pg_stat_statements") ?? false;
  if (loaded) await sql`create extension if not exists pg_stat_statements`;
  return {
    async reset() {
      if (loaded) await sql`select pg_stat_statements_reset()`;
    },
    async top(deliveries: number, limit = 8): Promise<StatementCost[] | undefined> {
      if (!loaded) return undefined;
      const rows = await sql<{ micros: number; calls: number; query: string }[]>`
        select (total_exec_time * 1000 / ${deliveries})::float8 as micros, calls::int as calls,
          left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query
        from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
        order by total_exec_time desc limit ${limit}`;
      return rows.map((row) => ({ microsPerDelivery: row.micros, calls: row.calls, query: row.query }));
    },
  };
}
