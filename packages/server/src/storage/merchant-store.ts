import { eq } from "drizzle-orm";
import { merchants, restaurants, type Database } from "@reservation-api/db";
import type { BillingState, MerchantPlanName } from "../domain/merchant-plan.js";
import type { RestaurantSettings } from "../domain/restaurant-settings.js";
import { rowFromSettings, settingsFromRow } from "./restaurant-settings-row.js";

export interface MerchantRecord {
  id: string;
  name: string;
  plan: MerchantPlanName;
  billingStatus: BillingState;
  createdAt: Date;
  settings: RestaurantSettings;
}

export async function insertMerchant(
  db: Database,
  merchant: { id: string; name: string; plan: MerchantPlanName; settings: RestaurantSettings },
): Promise<void> {
  await db.insert(merchants).values({ id: merchant.id, name: merchant.name, plan: merchant.plan, billingStatus: "active" });
  await db.insert(restaurants).values({ merchantId: merchant.id, ...rowFromSettings(merchant.settings) });
}

export async function findMerchant(db: Database, merchantId: string): Promise<MerchantRecord | undefined> {
  const [row] = await db
    .select({ merchant: merchants, restaurant: restaurants })
    .from(merchants)
    .innerJoin(restaurants, eq(restaurants.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row && recordOf(row);
}

/** Row-locks the merchant so concurrent key rotations and updates queue up instead of racing. */
export async function lockMerchant(tx: Database, merchantId: string): Promise<MerchantRecord | undefined> {
  const [row] = await tx
    .select({ merchant: merchants, restaurant: restaurants })
    .from(merchants)
    .innerJoin(restaurants, eq(restaurants.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId))
    .for("update", { of: merchants });
  return row && recordOf(row);
}

/**
 * Holds the merchant against lockMerchant (a removal, a role change) until the transaction ends,
 * without blocking the inserts that reference it as lockMerchant does; false when there is none.
 */
export async function holdMerchant(tx: Database, merchantId: string): Promise<boolean> {
  const rows = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for("key share");
  return rows.length > 0;
}

export async function updateMerchantRow(
  db: Database,
  merchantId: string,
  changes: { plan: MerchantPlanName; billingStatus: BillingState },
): Promise<void> {
  await db.update(merchants).set(changes).where(eq(merchants.id, merchantId));
}

export async function updateRestaurantSettings(db: Database, merchantId: string, settings: RestaurantSettings): Promise<void> {
  await db.update(restaurants).set(rowFromSettings(settings)).where(eq(restaurants.merchantId, merchantId));
}

export async function findMerchantIdByName(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.name, name)).limit(1);
  return row?.id;
}

function recordOf(row: { merchant: typeof merchants.$inferSelect; restaurant: typeof restaurants.$inferSelect }): MerchantRecord {
  return {
    id: row.merchant.id,
    name: row.merchant.name,
    plan: row.merchant.plan,
    billingStatus: row.merchant.billingStatus,
    createdAt: row.merchant.createdAt,
    settings: settingsFromRow(row.restaurant),
  };
}
