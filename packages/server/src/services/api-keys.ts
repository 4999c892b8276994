import type { IssuedApiKey } from "@reservation-api/contract/dashboard";
import type { Database } from "@reservation-api/db";
import { displayPrefix, generateApiKey, hashApiKey } from "../domain/api-key.js";
import { actorLabel, actorUserId, type ActivityActor } from "../domain/actor.js";
import { findActiveKey, insertKey, revokeActiveKey, type ActiveKeyRow } from "../storage/api-key-store.js";
import { lockMerchant } from "../storage/merchant-store.js";
import { recordActivity } from "./activity-log.js";
import { merchantNotFound } from "./merchant-not-found.js";
import type { ServiceDeps } from "./service-deps.js";
import { refuse } from "../errors/refusal.js";

/** A new key: the plaintext exists in this value only, never in storage or a later answer. */
export interface IssuedKey extends IssuedApiKey {
  merchantId: string;
}

/**
 * The one code path for key changes, whoever starts them (dashboard, admin CLI): each runs
 * under the merchant's row lock and writes its activity entries in the same transaction.
 */
export async function createApiKey(deps: ServiceDeps, merchantId: string, actor: ActivityActor): Promise<IssuedKey> {
  return deps.db.transaction(async (tx) => {
    await lockExistingMerchant(tx, merchantId);
    if (await findActiveKey(tx, merchantId)) {
      throw refuse("CONFLICT", "The merchant already has an active key; rotate it instead");
    }
    const issued = await issueKey({ ...deps, db: tx }, merchantId, actor);
    await recordActivity(
      { ...deps, db: tx },
      { merchantId, actor, action: "key.created", details: { prefix: issued.prefix } },
      tx,
    );
    await recordReveal({ ...deps, db: tx }, issued, actor);
    return issued;
  });
}

/**
 * Revokes the active key and issues a new one: the old key stops working at once. With
 * `requireActive`, a merchant without an active key is refused (the dashboard offers "create"
 * then); the CLI's rotate also issues a first key.
 */
export async function rotateApiKey(
  deps: ServiceDeps,
  merchantId: string,
  actor: ActivityActor,
  options: { requireActive?: boolean } = {},
): Promise<IssuedKey> {
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    await lockExistingMerchant(tx, merchantId);
    const revokedPrefix = await revokeActiveKey(tx, merchantId, deps.now());
    if (revokedPrefix === undefined && options.requireActive) {
      throw refuse("PRECONDITION_FAILED", "The merchant has no active key to rotate; create one instead");
    }
    const issued = await issueKey(txDeps, merchantId, actor);
    await recordActivity(txDeps, {
      merchantId,
      actor,
      action: revokedPrefix === undefined ? "key.created" : "key.rotated",
      details: revokedPrefix === undefined ? { prefix: issued.prefix } : { prefix: issued.prefix, previousPrefix: revokedPrefix },
    });
    await recordReveal(txDeps, issued, actor);
    return issued;
  });
}

/** Leaves the merchant with no key until one is created again. */
export async function revokeApiKey(deps: ServiceDeps, merchantId: string, actor: ActivityActor): Promise<{ revoked: boolean }> {
  return deps.db.transaction(async (tx) => {
    await lockExistingMerchant(tx, merchantId);
    const revokedPrefix = await revokeActiveKey(tx, merchantId, deps.now());
    if (revokedPrefix !== undefined) {
      await recordActivity({ ...deps, db: tx }, { merchantId, actor, action: "key.revoked", details: { prefix: revokedPrefix } });
    }
    return { revoked: revokedPrefix !== undefined };
  });
}

/** Issues a key inside the caller's transaction (merchant creation uses it too). */
export async function issueKey(deps: ServiceDeps, merchantId: string, actor: ActivityActor): Promise<IssuedKey> {
  const apiKey = generateApiKey();
  const prefix = displayPrefix(apiKey);
  const createdAt = deps.now();
  await insertKey(deps.db, {
    id: crypto.randomUUID(),
    merchantId,
    prefix,
    hash: hashApiKey(apiKey),
    createdAt,
    createdByUserId: actorUserId(actor),
    createdByLabel: actorLabel(actor),
  });
  return { merchantId, apiKey, prefix, createdAt: createdAt.toISOString() };
}

/** The plaintext was shown to someone: worth an entry of its own in the audit log. */
export async function recordReveal(deps: ServiceDeps, issued: IssuedKey, actor: ActivityActor): Promise<void> {
  await recordActivity(deps, {
    merchantId: issued.merchantId,
    actor,
    action: "key.revealed",
    details: { prefix: issued.prefix },
  });
}

async function lockExistingMerchant(tx: Database, merchantId: string): Promise<void> {
  if (!(await lockMerchant(tx, merchantId))) throw merchantNotFound(merchantId);
}

/** The active key as the dashboard and the admin CLI show it: never the key, only its prefix. */
export function describeActiveKey(key: ActiveKeyRow) {
  return {
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    createdBy: key.createdByLabel,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  };
}
