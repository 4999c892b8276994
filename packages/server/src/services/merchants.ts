import { merchantNameSchema } from "@reservation-api/contract";
import { OPERATOR } from "../domain/actor.js";
import type { BillingState, MerchantPlanName } from "../domain/merchant-plan.js";
import {
  restaurantSettingsSchema,
  type RestaurantSettings,
  type RestaurantSettingsInput,
} from "../domain/restaurant-settings.js";
import { fieldErrorsFromIssues } from "../errors/validation-issues.js";
import { findActiveKey } from "../storage/api-key-store.js";
import {
  findMerchant,
  insertMerchant,
  lockMerchant,
  updateMerchantRow,
  updateRestaurantSettings,
} from "../storage/merchant-store.js";
import { describeActiveKey, issueKey, recordReveal, type IssuedKey } from "./api-keys.js";
import { recordActivity } from "./activity-log.js";
import { merchantNotFound } from "./merchant-not-found.js";
import type { ServiceDeps } from "./service-deps.js";
import { refuse } from "../errors/refusal.js";

export interface MerchantSummary {
  merchantId: string;
  name: string;
  plan: MerchantPlanName;
  billingStatus: BillingState;
  createdAt: string;
  settings: RestaurantSettings;
  apiKey: { prefix: string; createdAt: string; createdBy: string; lastUsedAt: string | null } | null;
}

export interface MerchantChanges {
  plan?: MerchantPlanName;
  billingStatus?: BillingState;
  /** Merged over the current settings, then validated as a whole. */
  settings?: Partial<RestaurantSettingsInput>;
}

/** Creates a merchant with its restaurant and a first API key (an operator action). */
export async function createMerchant(
  deps: ServiceDeps,
  input: { name: string; plan: MerchantPlanName; settings: RestaurantSettingsInput; merchantId?: string },
): Promise<IssuedKey> {
  const name = validMerchantName(input.name);
  const settings = validSettings(input.settings);
  const merchantId = input.merchantId ?? crypto.randomUUID();
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    await insertMerchant(tx, { id: merchantId, name, plan: input.plan, settings });
    const issued = await issueKey(txDeps, merchantId, OPERATOR);
    await recordActivity(txDeps, { merchantId, actor: OPERATOR, action: "key.created", details: { prefix: issued.prefix } });
    await recordReveal(txDeps, issued, OPERATOR);
    return issued;
  });
}

export async function updateMerchant(deps: ServiceDeps, merchantId: string, changes: MerchantChanges): Promise<MerchantSummary> {
  await deps.db.transaction(async (tx) => {
    const current = await lockMerchant(tx, merchantId);
    if (!current) throw merchantNotFound(merchantId);
    if (changes.plan !== undefined || changes.billingStatus !== undefined) {
      await updateMerchantRow(tx, merchantId, {
        plan: changes.plan ?? current.plan,
        billingStatus: changes.billingStatus ?? current.billingStatus,
      });
    }
    if (changes.settings !== undefined) {
      await updateRestaurantSettings(tx, merchantId, validSettings({ ...current.settings, ...changes.settings }));
    }
  });
  return showMerchant(deps, merchantId);
}

export async function showMerchant(deps: ServiceDeps, merchantId: string): Promise<MerchantSummary> {
  const [merchant, key] = await Promise.all([findMerchant(deps.db, merchantId), findActiveKey(deps.db, merchantId)]);
  if (!merchant) throw merchantNotFound(merchantId);
  return {
    merchantId: merchant.id,
    name: merchant.name,
    plan: merchant.plan,
    billingStatus: merchant.billingStatus,
    createdAt: merchant.createdAt.toISOString(),
    settings: merchant.settings,
    apiKey: key ? describeActiveKey(key) : null,
  };
}

function validMerchantName(name: string): string {
  const parsed = merchantNameSchema.safeParse(name);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFromIssues(parsed.error.issues).map((error) => ({ ...error, field: "name" }));
    throw refuse("VALIDATION_ERROR", "Invalid merchant", { fieldErrors, cause: parsed.error });
  }
  return parsed.data;
}

function validSettings(input: Partial<RestaurantSettingsInput>): RestaurantSettings {
  const parsed = restaurantSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFromIssues(parsed.error.issues).map((error) =>
      error.field === "body" ? { ...error, field: "settings" } : error,
    );
    throw refuse("VALIDATION_ERROR", "Invalid settings", { fieldErrors, cause: parsed.error });
  }
  return parsed.data;
}
