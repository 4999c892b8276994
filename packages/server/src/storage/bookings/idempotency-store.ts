import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@reservation-api/db";
import type { StoredIdempotentResult } from "../../domain/bookings/idempotency.js";
import { merchantBookingsLock } from "../advisory-locks.js";

/**
 * The stored result for a key, read by the statement that also takes the merchant's booking
 * lock: one round trip instead of two. Run it once the key's own lock is held (a statement sees
 * what was committed when it began, and no one else may write this key while we hold its lock).
 * A replay or conflict then holds the merchant lock a moment longer, until its transaction ends.
 */
export async function findIdempotentResultLockingMerchant(
  tx: Database,
  merchantId: string,
  key: string,
): Promise<StoredIdempotentResult | undefined> {
  const [row] = await queryRows<{ request_hash: string | null; response_body: unknown; created_at_ms: number | null }>(
    tx,
    sql`select ${merchantBookingsLock(merchantId)}::text as locked, r.request_hash, r.response_body,
               (extract(epoch from r.created_at) * 1000)::float8 as created_at_ms
          from (select 1) as one
          left join idempotency_records r on r.merchant_id = ${merchantId}::uuid and r.idempotency_key = ${key}::uuid`,
  );
  if (row?.request_hash == null) return undefined;
  return { requestHash: row.request_hash, responseBody: row.response_body, createdAt: new Date(Number(row.created_at_ms)) };
}
