import { and, desc, eq, isNull } from "drizzle-orm";
import { apiKeys, type Database } from "@reservation-api/db";

export interface ActiveKeyRow {
  id: string;
  prefix: string;
  createdAt: Date;
  createdByLabel: string;
  lastUsedAt: Date | null;
}

export async function findActiveKey(db: Database, merchantId: string): Promise<ActiveKeyRow | undefined> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      prefix: apiKeys.keyPrefix,
      createdAt: apiKeys.createdAt,
      createdByLabel: apiKeys.createdByLabel,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.merchantId, merchantId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt))
    .limit(1);
  return row;
}

/** Revokes the merchant's active key, if any; returns its prefix. */
export async function revokeActiveKey(db: Database, merchantId: string, at: Date): Promise<string | undefined> {
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.merchantId, merchantId), isNull(apiKeys.revokedAt)))
    .returning({ prefix: apiKeys.keyPrefix });
  return revoked?.prefix;
}

export async function insertKey(
  db: Database,
  key: {
    id: string;
    merchantId: string;
    prefix: string;
    hash: string;
    createdAt: Date;
    createdByUserId: string | null;
    createdByLabel: string;
  },
): Promise<void> {
  await db.insert(apiKeys).values({
    id: key.id,
    merchantId: key.merchantId,
    keyPrefix: key.prefix,
    keyHash: key.hash,
    createdAt: key.createdAt,
    createdByUserId: key.createdByUserId,
    createdByLabel: key.createdByLabel,
  });
}
