import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { queryRows, signInFailures, type Database } from "@reservation-api/db";
import { passwordAttemptLocks } from "./advisory-locks.js";

/**
 * Password attempts, one row per scope each. An attempt is stored before its password is
 * checked, so attempts in flight count like failures; a success deletes its own rows.
 */

/**
 * Runs `work` in a transaction that holds the lock of every scope, so the attempts counted in
 * it and the one it adds are one step that no other process can interleave with.
 */
export async function withScopesLocked<T>(db: Database, scopes: string[], work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await queryRows(tx, sql`select ${passwordAttemptLocks(scopes)}`);
    return work(tx);
  });
}

/** Attempt times per scope since `since`. */
export async function attemptsSince(db: Database, scopes: string[], since: Date): Promise<Map<string, Date[]>> {
  const rows = await db
    .select({ scope: signInFailures.scope, failedAt: signInFailures.failedAt })
    .from(signInFailures)
    .where(and(inArray(signInFailures.scope, scopes), gt(signInFailures.failedAt, since)));
  const byScope = new Map<string, Date[]>(scopes.map((scope) => [scope, []]));
  for (const row of rows) byScope.get(row.scope)?.push(row.failedAt);
  return byScope;
}

/** Stores one attempt under each scope; returns the rows' ids, to forget them if it succeeds. */
export async function recordAttempt(db: Database, scopes: string[], at: Date): Promise<number[]> {
  const rows = await db
    .insert(signInFailures)
    .values(scopes.map((scope) => ({ scope, failedAt: at })))
    .returning({ id: signInFailures.id });
  return rows.map((row) => row.id);
}

/** A successful attempt is no failure: its rows go. */
export async function forgetAttempt(db: Database, attemptIds: number[]): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.id, attemptIds));
}

export async function forgetFailures(db: Database, scope: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.scope, scope));
}

/** Deletes every attempt that left the window; they are never counted again. */
export async function forgetAttemptsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(signInFailures).where(lte(signInFailures.failedAt, before));
}
