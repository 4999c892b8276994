import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "@reservation-api/db";
import type { BookingStatus, WebhookEvent } from "@reservation-api/contract";

/**
 * The outbox writes, as two CTEs to add to the statement that makes a change: the event (only
 * when `condition` holds) and one pending delivery per enabled endpoint of the merchant subscribed
 * to its type. They cost no round trip of their own, and commit or roll back with the change.
 */
export function outboxWrites(merchantId: string, event: WebhookEvent, condition: SQL): SQL {
  return sql`event as (${insertEvent(merchantId, event, condition)}),
    deliveries as (${insertDeliveries(merchantId, event)})`;
}

/** What a conditional status write expects the row to still hold: the status and last-change time it read. */
export interface ReadBookingVersion {
  status: BookingStatus;
  updatedAt: string;
}

/**
 * Sets a booking's status only if the row is still as read (same status and last-change time, so
 * a change and its reversal in between are noticed too), recording the status-changed event in
 * the same statement. False when the row had moved on (or is gone): nothing written.
 */
export async function setBookingStatusRecordingEvent(
  db: Database,
  booking: { merchantId: string; id: string },
  read: ReadBookingVersion,
  event: WebhookEvent & { type: "booking.status_changed" },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with updated as (
      update bookings set status = ${event.data.status}, updated_at = ${event.createdAt}::timestamptz
      where merchant_id = ${booking.merchantId}::uuid and id = ${booking.id}::uuid
        and status = ${read.status} and updated_at = ${read.updatedAt}::timestamptz
      returning id
    ),
    ${outboxWrites(booking.merchantId, event, sql`where exists (select 1 from updated)`)}
    select id from updated`,
  );
  return rows.length > 0;
}

function insertEvent(merchantId: string, event: WebhookEvent, condition: SQL) {
  return sql`insert into webhook_events (id, merchant_id, type, payload, created_at)
    select ${event.id}::uuid, ${merchantId}::uuid, ${event.type}, ${JSON.stringify(event)}::text::json, ${event.createdAt}::timestamptz
    ${condition}
    returning id, created_at`;
}

/** Fans out to subscribed endpoints; selecting from the `event` CTE makes it follow the insert. */
function insertDeliveries(merchantId: string, event: WebhookEvent) {
  return sql`insert into webhook_deliveries (id, merchant_id, event_id, endpoint_id, job_id, next_attempt_at, created_at)
    select gen_random_uuid(), e.merchant_id, event.id, e.id, gen_random_uuid(), event.created_at, event.created_at
    from webhook_endpoints e, event
    where e.merchant_id = ${merchantId}::uuid and e.enabled and ${event.type} = any(e.event_types)`;
}
