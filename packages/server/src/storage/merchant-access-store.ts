import { eq, sql } from "drizzle-orm";
import { merchants, queryRows, type Database } from "@reservation-api/db";
import type { MerchantAccess } from "../domain/merchant-access.js";
import type { BillingState, MerchantPlanName } from "../domain/merchant-plan.js";
import type { RestaurantSettings } from "../domain/restaurant-settings.js";

/** A raw row of the access join; read by hand, since drizzle's per-field mapping of the two joined rows cost more than the query. */
type AccessRow = {
  api_key_id: string;
  key_prefix: string;
  merchant_id: string;
  plan: string;
  billing_status: string;
  name: string;
  timezone: string;
  weekly_hours: RestaurantSettings["weeklyHours"];
  closed_dates: string[];
  seating_duration_minutes: number;
  seat_capacity: number;
  min_party_size: number;
  max_party_size: number;
  min_advance_minutes: number;
  max_advance_days: number;
  monthly_booking_cap: number;
  accepting_bookings: boolean;
};

/** The active key with this hash, with its merchant and restaurant, in one round trip. */
export async function findAccessByKeyHash(db: Database, keyHash: string): Promise<MerchantAccess | undefined> {
  const [row] = await queryRows<AccessRow>(
    db,
    sql`select k.id as api_key_id, k.key_prefix, m.id as merchant_id, m.plan, m.billing_status, r.name, r.timezone, r.weekly_hours, r.closed_dates,
               r.seating_duration_minutes, r.seat_capacity, r.min_party_size, r.max_party_size, r.min_advance_minutes,
               r.max_advance_days, r.monthly_booking_cap, r.accepting_bookings
          from api_keys k
          join merchants m on m.id = k.merchant_id
          join restaurants r on r.merchant_id = k.merchant_id
         where k.key_hash = ${keyHash} and k.revoked_at is null
         limit 1`,
  );
  if (!row) return undefined;
  return {
    apiKeyId: row.api_key_id,
    keyPrefix: row.key_prefix,
    merchantId: row.merchant_id,
    plan: row.plan as MerchantPlanName,
    billingStatus: row.billing_status as BillingState,
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
}

export async function merchantExists(db: Database, merchantId: string): Promise<boolean> {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  return row !== undefined;
}
