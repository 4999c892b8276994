import type postgres from "postgres";

type Unsafe = postgres.Sql["unsafe"];

/**
 * Makes every query drizzle sends a named prepared statement. Drizzle's postgres-js driver asks
 * postgres.js for unnamed statements unless each query is prepared by name in code, so
 * PostgreSQL would parse and plan the same handful of queries on every request; measured here,
 * planning the authentication join cost more than executing it. postgres.js keeps one prepared
 * statement per distinct query text and connection.
 */
export function preferPreparedStatements(client: postgres.Sql): postgres.Sql {
  prepareUnsafeQueries(client);
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  // Transactions run on a reserved connection with a client of their own: prepare there too.
  client.begin = ((...args: unknown[]) => {
    const work = args.pop() as (transaction: postgres.TransactionSql) => unknown;
    return begin(...args, (transaction: postgres.TransactionSql) => work(prepareUnsafeQueries(transaction)));
  }) as typeof client.begin;
  return client;
}

function prepareUnsafeQueries<Client extends { unsafe: Unsafe }>(client: Client): Client {
  const unsafe: Unsafe = client.unsafe.bind(client);
  client.unsafe = ((query, parameters, options) => unsafe(query, parameters, { ...options, prepare: true })) as Unsafe;
  return client;
}
