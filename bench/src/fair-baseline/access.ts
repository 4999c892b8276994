import type postgres from "postgres";
import {
  hashApiKey,
  planIncludesExternalApi,
  type MerchantPlanName,
  type RestaurantSettings,
} from "@reservation-api/server/domain";
import { refuse } from "./http-kit.js";

export interface Access {
  merchantId: string;
  keyPrefix: string;
  settings: RestaurantSettings;
}

/** The key, its merchant and the restaurant's settings, as the one-join lookup returns them. */
interface KeyRow {
  key_id: string;
  key_prefix: string;
  merchant_id: string;
  plan: MerchantPlanName;
  billing_status: string;
  name: string;
  timezone: string;
  weekly_hours: RestaurantSettings["weeklyHours"];
  closed_dates: RestaurantSettings["closedDates"];
  seating_duration_minutes: number;
  seat_capacity: number;
  min_party_size: number;
  max_party_size: number;
  min_advance_minutes: number;
  max_advance_days: number;
  monthly_booking_cap: number;
  accepting_bookings: boolean;
}

const BEARER = /^Bearer[ ]+([^\s]+)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY_USE_RESOLUTION_MS = 1000;
const BURST = 1_000_000_000;
const PER_SECOND = 20;

/**
 * The API's authentication by hand, in its order, with the same one-join lookup, the same
 * once-a-second `last_used_at` write and an in-memory token bucket per merchant.
 */
export function createAuthenticator(sql: postgres.Sql) {
  const keyUseWritten = new Map<string, number>();
  const buckets = new Map<string, { tokens: number; at: number }>();
  return async function authenticate(authorization: string | undefined, merchantHeader: string | undefined): Promise<Access> {
    const bearer = BEARER.exec(authorization ?? "")?.[1];
    if (bearer === undefined) throw refuse(401, "INVALID_API_KEY", "Send the API key as a bearer token");
    const [row] = await sql<KeyRow[]>`
      select k.id as key_id, k.key_prefix, m.id as merchant_id, m.plan, m.billing_status, r.name, r.timezone, r.weekly_hours,
             r.closed_dates, r.seating_duration_minutes, r.seat_capacity, r.min_party_size, r.max_party_size,
             r.min_advance_minutes, r.max_advance_days, r.monthly_booking_cap, r.accepting_bookings
        from api_keys k
        join merchants m on m.id = k.merchant_id
        join restaurants r on r.merchant_id = k.merchant_id
       where k.key_hash = ${hashApiKey(bearer)} and k.revoked_at is null
       limit 1`;
    if (!row) throw refuse(401, "INVALID_API_KEY", "The API key is not valid or has been revoked");
    if (merchantHeader === undefined || !UUID.test(merchantHeader)) throw refuse(401, "INVALID_API_KEY", "Send the merchant id");
    if (merchantHeader.toLowerCase() !== row.merchant_id) {
      const [known] = await sql`select 1 from merchants where id = ${merchantHeader}`;
      if (!known) throw refuse(401, "INVALID_API_KEY", "Unknown merchant");
      throw refuse(403, "MERCHANT_MISMATCH", "The key belongs to another merchant");
    }
    if (!planIncludesExternalApi(row.plan)) throw refuse(423, "PLAN_NOT_ENTITLED", "No API access");
    if (row.billing_status === "suspended") throw refuse(423, "BILLING_SUSPENDED", "Billing suspended");
    const now = Date.now();
    const written = keyUseWritten.get(row.key_id);
    if (written === undefined || now - written >= KEY_USE_RESOLUTION_MS) {
      keyUseWritten.set(row.key_id, now);
      await sql`update api_keys set last_used_at = ${new Date(now)}
                 where id = ${row.key_id} and (last_used_at is null or last_used_at < ${new Date(now - KEY_USE_RESOLUTION_MS)})`;
    }
    takeToken(buckets, row.merchant_id, now);
    return {
      merchantId: row.merchant_id,
      keyPrefix: row.key_prefix,
      settings: {
        name: row.name,
        timezone: row.timezone,
        weeklyHours: row.weekly_hours,
        closedDates: row.closed_dates,
        seatingDurationMinutes: row.seating_duration_minutes,
        seatCapacity: row.seat_capacity,
        minPartySize: row.min_party_size,
        maxPartySize: row.max_party_size,
        minAdvanceMinutes: row.min_advance_minutes,
        maxAdvanceDays: row.max_advance_days,
        monthlyBookingCap: row.monthly_booking_cap,
        acceptingBookings: row.accepting_bookings,
      },
    };
  };
}

function takeToken(buckets: Map<string, { tokens: number; at: number }>, merchantId: string, now: number): void {
  const bucket = buckets.get(merchantId) ?? { tokens: BURST, at: now };
  bucket.tokens = Math.min(BURST, bucket.tokens + ((now - bucket.at) / 1000) * PER_SECOND);
  bucket.at = now;
  if (bucket.tokens < 1) throw refuse(429, "RATE_LIMITED", "Too many requests");
  bucket.tokens -= 1;
  buckets.set(merchantId, bucket);
}
