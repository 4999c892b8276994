import { and, eq, gt, inArray, lte } from "drizzle-orm";
import { signInFailures, type Database } from "@reservation-api/db";

/** Failure times per scope since `since`. */
export async function failuresSince(db: Database, scopes: string[], since: Date): Promise<Map<string, Date[]>> {
  const rows = await db
    .select({ scope: signInFailures.scope, failedAt: signInFailures.failedAt })
    .from(signInFailures)
    .where(and(inArray(signInFailures.scope, scopes), gt(signInFailures.failedAt, since)));
  const byScope = new Map<string, Date[]>(scopes.map((scope) => [scope, []]));
  for (const row of rows) byScope.get(row.scope)?.push(row.failedAt);
  return byScope;
}

/** Records one failure under each scope and forgets every failure that left the window. */
export async function recordFailure(db: Database, scopes: string[], at: Date, forgetBefore: Date): Promise<void> {
  await db.delete(signInFailures).where(lte(signInFailures.failedAt, forgetBefore));
  await db.insert(signInFailures).values(scopes.map((scope) => ({ scope, failedAt: at })));
}

export async function forgetFailures(db: Database, scope: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.scope, scope));
}
