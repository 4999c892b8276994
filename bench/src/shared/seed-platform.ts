import postgres from "postgres";
import type { Database } from "@reservation-api/db";
import { createMerchant, type RestaurantSettingsInput } from "@reservation-api/server";

export interface SeededMerchant {
  merchantId: string;
  apiKey: string;
}

const EVENINGS = [{ open: "17:00", close: "23:00" }];
const EVERY_DAY = { "1": EVENINGS, "2": EVENINGS, "3": EVENINGS, "4": EVENINGS, "5": EVENINGS, "6": EVENINGS, "7": EVENINGS };

/** A busy-but-ordinary London restaurant; the cap and horizon are wide so the load never runs into them. */
export function benchRestaurantSettings(name: string, seatCapacity: number): RestaurantSettingsInput {
  return {
    name,
    timezone: "Europe/London",
    weeklyHours: EVERY_DAY,
    closedDates: [],
    seatingDurationMinutes: 90,
    seatCapacity,
    minPartySize: 1,
    maxPartySize: 12,
    minAdvanceMinutes: 30,
    maxAdvanceDays: 365,
    monthlyBookingCap: 10_000_000,
    acceptingBookings: true,
  };
}

/** Merchants with their restaurants and keys, through the same admin path operators use. */
export async function seedMerchants(
  db: Database,
  count: number,
  prefix: string,
  seatCapacity: number,
): Promise<SeededMerchant[]> {
  const seeded: SeededMerchant[] = [];
  for (let index = 0; index < count; index++) {
    const issued = await createMerchant(
      { db, now: () => new Date() },
      { name: `${prefix} ${index}`, plan: "pro", settings: benchRestaurantSettings(`${prefix} ${index}`, seatCapacity) },
    );
    seeded.push({ merchantId: issued.merchantId, apiKey: issued.apiKey });
  }
  return seeded;
}

/**
 * `perMerchant` bookings for each merchant, spread over a year around today (half past, half
 * future), generated inside PostgreSQL in one statement. Statuses follow time: past bookings are
 * mostly checked-in, some cancelled or no-show; future ones mostly pending. Parties lean small.
 * `firstSerial` keeps booking refs unique across calls.
 */
export async function seedBookings(
  sql: postgres.Sql,
  merchantIds: string[],
  perMerchant: number,
  firstSerial: number,
): Promise<void> {
  await sql`
    with generated as (
      select m.id as merchant_id,
             ${firstSerial}::bigint + (m.ord - 1) * ${perMerchant} + g.i as serial,
             random() as day_draw, random() as time_draw, random() as party_draw, random() as status_draw,
             random() as source_draw, random() as lead_draw
        from unnest(${merchantIds}::uuid[]) with ordinality as m(id, ord)
       cross join generate_series(1, ${perMerchant}) as g(i)
    ), timed as (
      select *, ((current_date + (floor(day_draw * 365)::int - 180)) + time '17:00'
                 + floor(time_draw * 20)::int * interval '15 minutes') at time zone 'Europe/London' as booking_time
        from generated
    )
    insert into bookings (id, merchant_id, booking_ref, customer_name, email, phone, party_size, booking_time,
                          status, source, created_at, updated_at)
    select gen_random_uuid(), merchant_id,
           (select string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((serial >> (5 * k)) & 31)::int + 1, 1), '' order by k)
              from generate_series(0, 7) as k),
           'Guest ' || serial, 'guest' || serial || '@example.com', null,
           1 + floor(power(party_draw, 2) * 8)::int,
           booking_time,
           case when booking_time < now()
                then case when status_draw < 0.75 then 'checked-in' when status_draw < 0.9 then 'cancelled' else 'no-show' end
                else case when status_draw < 0.88 then 'pending' else 'cancelled' end end,
           (array['api', 'dashboard', 'phone', 'walk-in'])[1 + floor(source_draw * 4)::int],
           least(now(), booking_time - lead_draw * interval '30 days'),
           least(now(), booking_time - lead_draw * interval '30 days')
      from timed`;
}
