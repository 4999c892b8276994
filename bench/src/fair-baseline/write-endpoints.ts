import type postgres from "postgres";
import { API_VERSION } from "@reservation-api/contract";
import {
  checkBookingRequest,
  decideIdempotentOutcome,
  duplicateWindowStart,
  fingerprintRequest,
  generateBookingRef,
  isBookingId,
  normalizeBookingRef,
  normalizeEmail,
  phoneDigits,
  localMonthOf,
  canSeatParty,
} from "@reservation-api/server/domain";
import type { Access } from "./access.js";
import { checkCreateBody } from "./create-body.js";
import { invalid, refuse } from "./http-kit.js";
import { bookingJson } from "./read-endpoints.js";

/** The key's record as the lock statement reads it: all null when the key is new. */
interface StoredRow {
  locked: string;
  requestHash: string | null;
  responseBody: unknown;
  createdAt: Date | null;
}

function storedResult(row: StoredRow | undefined): Parameters<typeof decideIdempotentOutcome>[0] {
  if (row === undefined || row.requestHash === null || row.createdAt === null) return undefined;
  return { requestHash: row.requestHash, responseBody: row.responseBody, createdAt: row.createdAt };
}

const STATUSES = new Set(["pending", "checked-in", "cancelled", "no-show"]);
const COLUMNS =
  "id, booking_ref, customer_name, phone, email, party_size, booking_time, status, source, occasion_type, occasion_note, special_notes, created_at";

/** The booking as the API shows it, as JSON built by PostgreSQL off a row `c`, for an event's payload. */
const BOOKING_JSON = `json_build_object('id', c.id, 'bookingRef', c.booking_ref, 'customerName', c.customer_name,
  'phone', c.phone, 'email', c.email, 'partySize', c.party_size,
  'bookingTimeUtc', to_char(c.booking_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'status', c.status, 'source', c.source, 'occasionType', c.occasion_type, 'occasionNote', c.occasion_note,
  'specialNotes', c.special_notes, 'createdAt', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/**
 * PATCH /bookings/:id/status in one statement: the row locked (so the previous status is the
 * latest), the update when it changes something with its outbox event and deliveries, else the
 * row as it is.
 */
export async function updateStatus(
  sql: postgres.Sql,
  access: Access,
  identifier: string,
  body: Record<string, unknown>,
): Promise<unknown> {
  const status = body.status;
  if (typeof status !== "string" || !STATUSES.has(status) || Object.keys(body).length !== 1)
    throw invalid("status", "Unknown status");
  const byId = isBookingId(identifier);
  const match = byId ? sql`id = ${identifier}` : sql`booking_ref = ${normalizeBookingRef(identifier)}`;
  const now = new Date();
  const eventId = crypto.randomUUID();
  const [row] = await sql`
    with target as (select id, status as previous from bookings where merchant_id = ${access.merchantId} and ${match} for update),
         changed as (update bookings b set status = ${status}, updated_at = ${now}
                       from target where b.id = target.id and target.previous <> ${status}
                     returning ${sql.unsafe(
                       COLUMNS.split(", ")
                         .map((column) => `b.${column}`)
                         .join(", "),
                     )}, target.previous),
         event as (insert into webhook_events (id, merchant_id, type, payload, created_at)
                   select ${eventId}, ${access.merchantId}, 'booking.status_changed',
                          json_build_object('id', ${eventId}::text, 'type', 'booking.status_changed', 'createdAt', ${now.toISOString()}::text,
                                            'apiVersion', ${API_VERSION}::text,
                                            'data', json_build_object('booking', ${sql.unsafe(BOOKING_JSON)},
                                                                      'previousStatus', c.previous, 'status', c.status)),
                          ${now}
                     from changed c
                   returning id, merchant_id, created_at),
         deliveries as (${deliveriesOf(sql, access.merchantId, "booking.status_changed")})
    select ${sql.unsafe(COLUMNS)} from changed
    union all
    select ${sql.unsafe(COLUMNS)} from bookings where id = (select id from target) and not exists (select 1 from changed)`;
  if (!row) throw refuse(404, "NOT_FOUND", "No booking with that id or bookingRef");
  return bookingJson(row as never);
}

/** One pending delivery per enabled endpoint subscribed to the type, for the `event` CTE's row. */
export function deliveriesOf(sql: postgres.Sql | postgres.TransactionSql, merchantId: string, type: string) {
  return sql`insert into webhook_deliveries (id, merchant_id, event_id, endpoint_id, job_id, next_attempt_at, created_at)
    select gen_random_uuid(), e.merchant_id, event.id, e.id, gen_random_uuid(), event.created_at, event.created_at
      from webhook_endpoints e, event
     where e.merchant_id = ${merchantId} and e.enabled and ${type} = any(e.event_types)`;
}

/**
 * POST /bookings with the API's guarantees: the key claimed by a try-lock; its record read by the
 * statement that takes the merchant lock; one statement for cap, duplicate and seats; the booking
 * and its idempotency record written by one statement, with its outbox event and deliveries. Each read that must see what the previous
 * lock holder committed is its own statement (READ COMMITTED takes a snapshot per statement).
 */
export async function createBooking(
  sql: postgres.Sql,
  access: Access,
  idempotencyKey: string | undefined,
  raw: Record<string, unknown>,
): Promise<{ status: number; body: unknown; replayed: boolean }> {
  if (idempotencyKey === undefined) throw refuse(400, "MISSING_IDEMPOTENCY_KEY", "Send an Idempotency-Key");
  const body = checkCreateBody(raw);
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idempotencyKey))
    throw invalid("Idempotency-Key", "Expected a UUID");
  const now = new Date();
  const requestHash = fingerprintRequest(body);
  const { settings, merchantId } = access;
  return sql.begin(async (tx) => {
    const [lock] =
      await tx`select pg_try_advisory_xact_lock(hashtextextended(${`idempotency:${merchantId}:${idempotencyKey}`}, 0)) as acquired`;
    if (lock?.acquired !== true) throw refuse(409, "IDEMPOTENCY_CONFLICT", "Still being processed");
    // The key's record, read by the statement that also takes the merchant lock (as the API does).
    const [stored] = await tx<
      StoredRow[]
    >`select pg_advisory_xact_lock(hashtextextended(${`bookings:${merchantId}`}, 0))::text as locked,
                                     r.request_hash as "requestHash", r.response_body as "responseBody", r.created_at as "createdAt"
                                from (select 1) as one
                                left join idempotency_records r on r.merchant_id = ${merchantId} and r.idempotency_key = ${idempotencyKey}`;
    const decision = decideIdempotentOutcome(storedResult(stored), requestHash, now);
    if (decision.kind === "replay") return { status: 201, body: decision.responseBody, replayed: true };
    if (decision.kind === "conflict") throw refuse(409, "CONFLICT", "Key used with another body");
    const check = checkBookingRequest({ settings, ...body, now });
    if (!check.ok)
      throw check.code === "VALIDATION_ERROR" ? invalid(check.field, check.message) : refuse(400, check.code, check.message);
    const startsAt = check.startsAt;
    const durationMs = settings.seatingDurationMinutes * 60_000;
    const email = body.email === undefined ? null : normalizeEmail(body.email);
    const phone = body.phone === undefined ? null : phoneDigits(body.phone);
    const [facts] = await tx<{ created: number; duplicate: boolean; holdings: { t: number; p: number }[] }[]>`
      select coalesce((select bookings from bookings_created_per_month
                        where merchant_id = ${merchantId} and month = ${localMonthOf(now, settings.timezone)}::date), 0) as created,
             exists (select 1 from bookings where merchant_id = ${merchantId} and booking_time = ${startsAt} and party_size = ${body.partySize}
                        and created_at >= ${duplicateWindowStart(now)}
                        and (lower(email) = ${email} or regexp_replace(phone, '[^0-9]', '', 'g') = ${phone})) as duplicate,
             coalesce((select json_agg(json_build_object('t', extract(epoch from booking_time) * 1000, 'p', party_size))
                         from bookings where merchant_id = ${merchantId} and status in ('pending', 'checked-in')
                          and booking_time >= ${new Date(startsAt.getTime() - durationMs)} and booking_time < ${new Date(startsAt.getTime() + durationMs)}),
                      '[]'::json) as holdings`;
    if (facts === undefined) throw new Error("The booking facts query returned no row");
    if (facts.created >= settings.monthlyBookingCap) throw refuse(400, "BOOKING_LIMIT_REACHED", "Monthly limit reached");
    if (facts.duplicate) throw refuse(409, "DUPLICATE_BOOKING", "Same guest booked recently");
    const holdings = facts.holdings.map((holding) => ({ startsAt: new Date(Number(holding.t)), partySize: holding.p }));
    const fits = canSeatParty({
      holdings,
      startsAt,
      durationMinutes: settings.seatingDurationMinutes,
      partySize: body.partySize,
      seatCapacity: settings.seatCapacity,
    });
    if (!fits) throw refuse(400, "CAPACITY_EXCEEDED", "Not enough seats");
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = crypto.randomUUID();
      const row = {
        id,
        booking_ref: generateBookingRef(),
        customer_name: body.customerName,
        phone: body.phone ?? null,
        email: body.email ?? null,
        party_size: body.partySize,
        booking_time: startsAt,
        status: "pending",
        source: "api",
        occasion_type: body.occasionType ?? null,
        occasion_note: body.occasionNote ?? null,
        special_notes: body.notes ?? null,
        created_at: now,
      };
      const booking = bookingJson(row, settings.timezone);
      const event = {
        id: crypto.randomUUID(),
        type: "booking.created",
        createdAt: now.toISOString(),
        apiVersion: API_VERSION,
        data: { booking },
      };
      const inserted = await tx`
        with booking as (
          insert into bookings (id, merchant_id, booking_ref, customer_name, email, phone, party_size, booking_time, status, source,
                                occasion_type, occasion_note, special_notes, created_at, updated_at)
          values (${id}, ${merchantId}, ${row.booking_ref}, ${row.customer_name}, ${row.email}, ${row.phone}, ${row.party_size}, ${startsAt},
                  'pending', 'api', ${row.occasion_type}, ${row.occasion_note}, ${row.special_notes}, ${now}, ${now})
          on conflict (booking_ref) do nothing returning id),
        event as (insert into webhook_events (id, merchant_id, type, payload, created_at)
                  select ${event.id}, ${merchantId}, ${event.type}, ${JSON.stringify(event)}::json, ${now} from booking
                  returning id, merchant_id, created_at),
        deliveries as (${deliveriesOf(tx, merchantId, event.type)})
        insert into idempotency_records (merchant_id, idempotency_key, request_hash, booking_id, response_body, created_at)
        select ${merchantId}, ${idempotencyKey}, ${requestHash}, id, ${JSON.stringify(booking)}::json, ${now} from booking
        on conflict (merchant_id, idempotency_key) do update
          set request_hash = excluded.request_hash, booking_id = excluded.booking_id, response_body = excluded.response_body, created_at = excluded.created_at
        returning booking_id`;
      if (inserted.length > 0) return { status: 201, body: booking, replayed: false };
    }
    throw new Error("Could not draw a free bookingRef");
  });
}
