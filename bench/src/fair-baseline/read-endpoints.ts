import type postgres from "postgres";
import { addDays, computeAvailableSlots, localDateTimeOf, startOfLocalDay } from "@reservation-api/server/domain";
import type { Access } from "./access.js";
import { checkDate, checkQueryInteger, invalid } from "./http-kit.js";

const STATUSES = new Set(["pending", "checked-in", "cancelled", "no-show"]);

/** GET /availability: the seats held that day in one query, the slots by the shared rules. */
export async function availability(sql: postgres.Sql, access: Access, query: URLSearchParams): Promise<unknown> {
  const date = checkDate(query.get("date"), "date");
  const partySize = checkQueryInteger(query.get("partySize"), "partySize", 1, 1000);
  const { settings } = access;
  const dayStart = startOfLocalDay(date, settings.timezone);
  const from = new Date(dayStart.getTime() - settings.seatingDurationMinutes * 60_000);
  const to = startOfLocalDay(addDays(date, 1), settings.timezone);
  const rows = await sql<{ booking_time: Date; party_size: number }[]>`
    select booking_time, party_size from bookings
     where merchant_id = ${access.merchantId} and booking_time >= ${from} and booking_time < ${to}
       and status in ('pending', 'checked-in')`;
  const holdings = rows.map((row) => ({ startsAt: row.booking_time, partySize: row.party_size }));
  const slots = computeAvailableSlots({ settings, localDate: date, partySize, now: new Date(), holdings });
  return { ...slots, timezone: settings.timezone, minPartySize: settings.minPartySize, maxPartySize: settings.maxPartySize };
}

type Row = Record<string, unknown> & { id: string; booking_time: Date; created_at: Date };

export function bookingJson(row: Row, timeZone?: string): Record<string, unknown> {
  return {
    id: row.id,
    bookingRef: row.booking_ref,
    customerName: row.customer_name,
    phone: row.phone,
    email: row.email,
    partySize: row.party_size,
    bookingTimeUtc: row.booking_time.toISOString(),
    status: row.status,
    source: row.source,
    occasionType: row.occasion_type,
    occasionNote: row.occasion_note,
    specialNotes: row.special_notes,
    createdAt: row.created_at.toISOString(),
    ...(timeZone === undefined ? {} : localDateTimeOf(row.booking_time, timeZone)),
  };
}

const COLUMNS =
  "id, booking_ref, customer_name, phone, email, party_size, booking_time, status, source, occasion_type, occasion_note, special_notes, created_at";

/**
 * GET /bookings: the page, its total and the cursor's position in one statement (the total as an
 * InitPlan evaluated once); only an empty page needs a second look, to tell a bad cursor apart.
 */
export async function listBookings(sql: postgres.Sql, access: Access, query: URLSearchParams): Promise<unknown> {
  const startDate = checkDate(query.get("startDate"), "startDate");
  const endDate = checkDate(query.get("endDate"), "endDate");
  if (endDate < startDate) throw invalid("endDate", "Must not be before startDate");
  const limit = query.has("limit") ? checkQueryInteger(query.get("limit"), "limit", 1, 200) : 50;
  const statusText = query.get("status");
  const statuses = statusText === null ? null : statusText.split(",");
  if (statuses?.some((status) => !STATUSES.has(status))) throw invalid("status", "Unknown status");
  const cursor = query.get("cursor");
  if (cursor !== null && !/^[0-9a-f-]{36}$/i.test(cursor)) throw invalid("cursor", "Not a booking of this merchant");
  const { timezone } = access.settings;
  const from = startOfLocalDay(startDate, timezone);
  const to = startOfLocalDay(addDays(endDate, 1), timezone);
  const filter = sql`merchant_id = ${access.merchantId} and booking_time >= ${from} and booking_time < ${to}
                     and (${statuses}::text[] is null or status = any(${statuses}::text[]))`;
  const after =
    cursor === null
      ? sql``
      : sql`and (booking_time, id) > (select booking_time, id from bookings where merchant_id = ${access.merchantId} and id = ${cursor})`;
  const rows = await sql<(Row & { total: number })[]>`
    select ${sql.unsafe(COLUMNS)}, (select count(*)::int from bookings where ${filter}) as total
      from bookings where ${filter} ${after}
     order by booking_time, id limit ${limit + 1}`;
  let total = rows[0]?.total;
  if (total === undefined) {
    const [meta] = await sql<{ total: number; cursor_known: boolean }[]>`
      select (select count(*)::int from bookings where ${filter}) as total,
             exists (select 1 from bookings where merchant_id = ${access.merchantId} and id = ${cursor ?? access.merchantId}) as cursor_known`;
    if (cursor !== null && meta?.cursor_known !== true) throw invalid("cursor", "Not a booking of this merchant");
    total = meta?.total ?? 0;
  }
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  return {
    bookings: page.map((row) => bookingJson(row, timezone)),
    pagination: { nextCursor: hasMore ? (page.at(-1)?.id ?? null) : null, hasMore, limit, total },
  };
}
