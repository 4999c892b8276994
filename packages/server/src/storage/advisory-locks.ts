import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "@reservation-api/db";

/**
 * Transaction-scoped advisory locks: PostgreSQL releases them at commit or rollback, and when a
 * connection dies, so a crashed request can never leave one behind.
 */

/** The expression that waits until no other transaction is creating a booking for this merchant. */
export function merchantBookingsLock(merchantId: string): SQL {
  return sql`pg_advisory_xact_lock(hashtextextended(${`bookings:${merchantId}`}, 0))`;
}

/**
 * Runs `work` holding the merchant's booking lock, the one create takes: every create and every
 * change of this merchant's bookings then checks seats against committed rows only. The lock is
 * transaction-scoped, so it is held until `tx` ends, not only while `work` runs: do the check and
 * the write inside the same transaction. (Create takes it in the statement that reads its
 * Idempotency-Key, to save a round trip; see findIdempotentResultLockingMerchant.)
 */
export async function withMerchantBookingLock<T>(
  tx: Database,
  merchantId: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  await queryRows(tx, sql`select ${merchantBookingsLock(merchantId)}::text as locked`);
  return work(tx);
}

/** Claims an idempotency key for this transaction; false when another request holds it now. */
export async function tryLockIdempotencyKey(tx: Database, merchantId: string, key: string): Promise<boolean> {
  const [row] = await queryRows<{ acquired: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`idempotency:${merchantId}:${key}`}, 0)) as acquired`,
  );
  return row?.acquired === true;
}

/** Claims the webhook relay for this transaction; false while another process is relaying. */
export async function tryLockWebhookRelay(tx: Database): Promise<boolean> {
  const [row] = await queryRows<{ acquired: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtextextended('webhook-relay', 0)) as acquired`,
  );
  return row?.acquired === true;
}

/**
 * The expression that waits for the locks of every password-attempt scope (account, address).
 * Taken in sorted order, in one statement, so two attempts sharing scopes never deadlock.
 */
export function passwordAttemptLocks(scopes: string[]): SQL {
  const locks = [...new Set(scopes)]
    .sort()
    .map((scope) => sql`pg_advisory_xact_lock(hashtextextended(${`password-attempts:${scope}`}, 0))`);
  return sql.join(locks, sql`, `);
}
