import { and, eq, isNull, sql } from "drizzle-orm";
import { apiKeys, merchants, restaurants, type Database } from "@reservation-api/db";
import type { BillingState, MerchantPlanName } from "../domain/merchant-plan.js";
import type { RestaurantSettings } from "../domain/restaurant-settings.js";
import { preparedPerDatabase } from "./prepared-per-database.js";
import { settingsFromRow } from "./restaurant-settings-row.js";

export interface MerchantAccess {
  apiKeyId: string;
  merchantId: string;
  plan: MerchantPlanName;
  billingStatus: BillingState;
  settings: RestaurantSettings;
}

const accessByKeyHash = preparedPerDatabase((db) =>
  db
    .select({ apiKeyId: apiKeys.id, merchant: merchants, restaurant: restaurants })
    .from(apiKeys)
    .innerJoin(merchants, eq(merchants.id, apiKeys.merchantId))
    .innerJoin(restaurants, eq(restaurants.merchantId, apiKeys.merchantId))
    .where(and(eq(apiKeys.keyHash, sql.placeholder("keyHash")), isNull(apiKeys.revokedAt)))
    .limit(1)
    .prepare("access_by_key_hash"),
);

/** The active key with this hash, with its merchant and restaurant, in one round trip. */
export async function findAccessByKeyHash(db: Database, keyHash: string): Promise<MerchantAccess | undefined> {
  const [row] = await accessByKeyHash(db).execute({ keyHash });
  if (!row) return undefined;
  return {
    apiKeyId: row.apiKeyId,
    merchantId: row.merchant.id,
    plan: row.merchant.plan as MerchantPlanName,
    billingStatus: row.merchant.billingStatus as BillingState,
    settings: settingsFromRow(row.restaurant),
  };
}

export async function merchantExists(db: Database, merchantId: string): Promise<boolean> {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  return row !== undefined;
}
