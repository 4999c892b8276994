import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * One row per API request that reached a merchant through a valid key, written in batches off
 * the request path. Never holds the Authorization header or a key: headers are stored from an
 * allow-list and key-shaped text in bodies and the query is redacted before the insert.
 */
export const requestLogEntries = pgTable(
  "request_log_entries",
  {
    // An identity, not a UUID: it orders entries written in the same millisecond.
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key, on purpose. Its check locked the merchant's row for every logged request
    // and took half of the insert's time in PostgreSQL; and a merchant deleted while its
    // entries wait in the buffer would have failed the whole batch, other merchants' with it.
    // Rows only arrive for merchants a key was just checked against, and the retention purge
    // removes every row in the end.
    merchantId: uuid("merchant_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, precision: 3 }).notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    query: text("query"),
    /** The operationId of the endpoint, e.g. `createBooking`. */
    operation: text("operation").notNull(),
    status: smallint("status").notNull(),
    statusClass: smallint("status_class")
      .notNull()
      .generatedAlwaysAs(sql`status / 100`),
    errorCode: text("error_code"),
    durationMs: integer("duration_ms").notNull(),
    requestId: text("request_id").notNull(),
    keyPrefix: text("key_prefix").notNull(),
    idempotencyKey: text("idempotency_key"),
    replayed: boolean("replayed").notNull().default(false),
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
    requestHeaders: jsonb("request_headers").$type<Record<string, string>>().notNull(),
    responseHeaders: jsonb("response_headers").$type<Record<string, string>>().notNull(),
    requestBody: text("request_body"),
    requestBodyTruncated: boolean("request_body_truncated").notNull().default(false),
    responseBody: text("response_body"),
    responseBodyTruncated: boolean("response_body_truncated").notNull().default(false),
  },
  (table) => [
    // Newest first, the unfiltered page and its keyset cursor; also serves time ranges.
    index("request_log_merchant_time").on(table.merchantId, table.receivedAt.desc(), table.id.desc()),
    // Filtered pages stay index-ordered even when the class or endpoint is rare.
    index("request_log_merchant_class_time").on(table.merchantId, table.statusClass, table.receivedAt.desc(), table.id.desc()),
    index("request_log_merchant_operation_time").on(table.merchantId, table.operation, table.receivedAt.desc(), table.id.desc()),
    index("request_log_merchant_request_id").on(table.merchantId, table.requestId),
    // Purging the oldest rows; appended at its right edge only, so cheap to keep.
    index("request_log_received").on(table.receivedAt),
  ],
);
