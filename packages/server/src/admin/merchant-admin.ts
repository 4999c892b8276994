import { and, desc, eq, isNull } from "drizzle-orm";
import { apiKeys, merchants, restaurants, type Database } from "@reservation-api/db";
import { displayPrefix, generateApiKey, hashApiKey } from "../domain/api-key.js";
import type { BillingState, MerchantPlanName } from "../domain/merchant-plan.js";
import {
  restaurantSettingsSchema,
  type RestaurantSettings,
  type RestaurantSettingsInput,
} from "../domain/restaurant-settings.js";
import { rowFromSettings, settingsFromRow } from "../storage/restaurant-settings-row.js";

export interface MerchantSummary {
  merchantId: string;
  name: string;
  plan: MerchantPlanName;
  billingStatus: BillingState;
  createdAt: string;
  settings: RestaurantSettings;
  apiKey: { prefix: string; createdAt: string; lastUsedAt: string | null } | null;
}

export interface IssuedKey {
  merchantId: string;
  /** Shown once; only its hash is stored. */
  apiKey: string;
  prefix: string;
}

/** Creates a merchant with its restaurant and a first API key. */
export async function createMerchant(
  db: Database,
  input: { name: string; plan: MerchantPlanName; settings: RestaurantSettingsInput; merchantId?: string },
): Promise<IssuedKey> {
  const settings = restaurantSettingsSchema.parse(input.settings);
  const merchantId = input.merchantId ?? crypto.randomUUID();
  return db.transaction(async (tx) => {
    await tx.insert(merchants).values({ id: merchantId, name: input.name, plan: input.plan, billingStatus: "active" });
    await tx.insert(restaurants).values({ merchantId, ...rowFromSettings(settings) });
    return issueKey(tx, merchantId);
  });
}

export interface MerchantChanges {
  plan?: MerchantPlanName;
  billingStatus?: BillingState;
  /** Merged over the current settings, then validated as a whole. */
  settings?: Partial<RestaurantSettingsInput>;
}

export async function updateMerchant(db: Database, merchantId: string, changes: MerchantChanges): Promise<MerchantSummary> {
  await db.transaction(async (tx) => {
    const current = await lockMerchant(tx, merchantId);
    if (changes.plan !== undefined || changes.billingStatus !== undefined) {
      await tx
        .update(merchants)
        .set({ plan: changes.plan ?? current.merchant.plan, billingStatus: changes.billingStatus ?? current.merchant.billingStatus })
        .where(eq(merchants.id, merchantId));
    }
    if (changes.settings !== undefined) {
      const settings = restaurantSettingsSchema.parse({ ...settingsFromRow(current.restaurant), ...changes.settings });
      await tx.update(restaurants).set(rowFromSettings(settings)).where(eq(restaurants.merchantId, merchantId));
    }
  });
  return showMerchant(db, merchantId);
}

/** Revokes the active key and issues a new one in one transaction: the old key stops working at once. */
export async function rotateApiKey(db: Database, merchantId: string): Promise<IssuedKey> {
  return db.transaction(async (tx) => {
    await lockMerchant(tx, merchantId);
    await revokeActiveKey(tx, merchantId);
    return issueKey(tx, merchantId);
  });
}

/** Revokes the active key, leaving the merchant with none until the next rotation. */
export async function revokeApiKey(db: Database, merchantId: string): Promise<{ revoked: boolean }> {
  return db.transaction(async (tx) => {
    await lockMerchant(tx, merchantId);
    return { revoked: await revokeActiveKey(tx, merchantId) };
  });
}

export async function showMerchant(db: Database, merchantId: string): Promise<MerchantSummary> {
  const [row] = await db
    .select({ merchant: merchants, restaurant: restaurants })
    .from(merchants)
    .innerJoin(restaurants, eq(restaurants.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId))
    .limit(1);
  if (!row) throw new MerchantNotFoundError(merchantId);
  const [key] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.merchantId, merchantId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt))
    .limit(1);
  return {
    merchantId: row.merchant.id,
    name: row.merchant.name,
    plan: row.merchant.plan as MerchantPlanName,
    billingStatus: row.merchant.billingStatus as BillingState,
    createdAt: row.merchant.createdAt.toISOString(),
    settings: settingsFromRow(row.restaurant),
    apiKey: key
      ? { prefix: key.keyPrefix, createdAt: key.createdAt.toISOString(), lastUsedAt: key.lastUsedAt?.toISOString() ?? null }
      : null,
  };
}

export async function findMerchantIdByName(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.name, name)).limit(1);
  return row?.id;
}

export class MerchantNotFoundError extends Error {
  override readonly name = "MerchantNotFoundError";
  constructor(readonly merchantId: string) {
    super(`No merchant ${merchantId}`);
  }
}

/** Row-locks the merchant so concurrent rotations queue up instead of racing. */
async function lockMerchant(tx: Database, merchantId: string) {
  const [row] = await tx
    .select({ merchant: merchants, restaurant: restaurants })
    .from(merchants)
    .innerJoin(restaurants, eq(restaurants.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId))
    .for("update", { of: merchants });
  if (!row) throw new MerchantNotFoundError(merchantId);
  return row;
}

async function revokeActiveKey(tx: Database, merchantId: string): Promise<boolean> {
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.merchantId, merchantId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}

async function issueKey(tx: Database, merchantId: string): Promise<IssuedKey> {
  const apiKey = generateApiKey();
  const prefix = displayPrefix(apiKey);
  await tx.insert(apiKeys).values({ id: crypto.randomUUID(), merchantId, keyPrefix: prefix, keyHash: hashApiKey(apiKey) });
  return { merchantId, apiKey, prefix };
}
