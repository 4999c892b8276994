import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { webhookEvents } from "./webhook-events.js";

/**
 * One event to one endpoint. `job_id` names the queue job allowed to run the next attempt;
 * a job whose id no longer matches is stale and does nothing, so a re-queued or resent delivery
 * is never sent twice by leftover jobs.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id").notNull(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    // No foreign key to the endpoint, on purpose: its check share-locked the endpoint's row in
    // every booking transaction of the merchant, and concurrent ones turned that lock into a
    // multixact each time (a third of delivery's cost in PostgreSQL); a booking racing the
    // endpoint's deletion would even have failed. Deleting an endpoint deletes its deliveries,
    // and the worker deletes one left behind by such a race.
    endpointId: uuid("endpoint_id").notNull(),
    status: text("status").notNull().default("pending"),
    jobId: uuid("job_id").notNull(),
    /** Whether a job with `job_id` has been put on the queue. */
    queued: boolean("queued").notNull().default(false),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, precision: 3 }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true, precision: 3 }),
    responseStatus: integer("response_status"),
    latencyMs: integer("latency_ms"),
    requestHeaders: jsonb("request_headers"),
    responseHeaders: jsonb("response_headers"),
    /** Capped; see the delivery settings. */
    responseBody: text("response_body"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    index("webhook_deliveries_endpoint_created").on(table.endpointId, table.createdAt),
    // The relay's work list: pending deliveries without a job yet.
    index("webhook_deliveries_to_queue")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending' and not ${table.queued}`),
    check("webhook_deliveries_status_known", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
