import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@reservation-api/db";
import { present } from "@reservation-api/test-support";

/**
 * One hash over every row the API can write, so that a test can tell whether a request changed
 * anything. `api_keys.last_used_at` is left out: every authenticated call may touch it by design.
 */
export async function fingerprintDatabase(db: Database): Promise<string> {
  const [row] = await queryRows<{ fingerprint: string }>(
    db,
    sql`select md5(concat_ws('#',
          (select string_agg(to_jsonb(b)::text, '|' order by b.id) from bookings b),
          (select string_agg(to_jsonb(i)::text, '|' order by i.merchant_id, i.idempotency_key) from idempotency_records i),
          (select string_agg((to_jsonb(k) - 'last_used_at')::text, '|' order by k.id) from api_keys k),
          (select string_agg(to_jsonb(m)::text, '|' order by m.id) from merchants m),
          (select string_agg(to_jsonb(r)::text, '|' order by r.merchant_id) from restaurants r)
        )) as fingerprint`,
  );
  return present(row).fingerprint;
}
