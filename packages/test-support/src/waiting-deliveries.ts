import { sql } from "drizzle-orm";
import type { Database } from "@reservation-api/db";

export interface WaitingDeliveries {
  merchantId: string;
  count: number;
  /** Every event's body; each row gets its own `id` in it. */
  payload: { type: string } & Record<string, unknown>;
}

/**
 * A backlog for tests and benches: `count` events of the merchant, each with one pending delivery
 * not yet on the queue for every endpoint of the merchant, as the outbox leaves them while no
 * process delivers. Written in one statement; the newest is now, the rest 1 ms apart before it.
 */
export async function seedWaitingDeliveries(db: Database, backlog: WaitingDeliveries): Promise<void> {
  await db.execute(sql`with event as (
      insert into webhook_events (id, merchant_id, type, payload, created_at)
      select id, ${backlog.merchantId}::uuid, ${backlog.payload.type},
        jsonb_set(${JSON.stringify(backlog.payload)}::text::jsonb, '{id}', to_jsonb(id::text))::json,
        now() - make_interval(secs => n / 1000.0)
      from (select gen_random_uuid() as id, n from generate_series(0, ${backlog.count - 1}) n) events
      returning id, created_at)
    insert into webhook_deliveries (id, merchant_id, event_id, endpoint_id, job_id, next_attempt_at, created_at)
    select gen_random_uuid(), e.merchant_id, event.id, e.id, gen_random_uuid(), event.created_at, event.created_at
    from event, webhook_endpoints e where e.merchant_id = ${backlog.merchantId}::uuid`);
}
