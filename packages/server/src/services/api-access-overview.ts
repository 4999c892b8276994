import { API_BASE_PATH } from "@reservation-api/contract";
import type { ApiAccessOverview } from "@reservation-api/contract/dashboard";
import type { DashboardSettings, ServiceDeps } from "./service-deps.js";
import { planIncludesExternalApi } from "../domain/entitlement.js";
import { findActiveKey } from "../storage/api-key-store.js";
import { findMerchant } from "../storage/merchant-store.js";
import { describeActiveKey } from "./api-keys.js";
import { merchantNotFound } from "./merchant-not-found.js";

/** What the API access page shows: the merchant id, what its plan and billing mean for API calls, and its key. */
export async function apiAccessOverview(
  deps: ServiceDeps,
  settings: DashboardSettings,
  merchantId: string,
): Promise<ApiAccessOverview> {
  const [merchant, key] = await Promise.all([findMerchant(deps.db, merchantId), findActiveKey(deps.db, merchantId)]);
  if (!merchant) throw merchantNotFound(merchantId);
  return {
    merchantId: merchant.id,
    merchantName: merchant.name,
    plan: merchant.plan,
    apiIncludedInPlan: planIncludesExternalApi(merchant.plan),
    billingStatus: merchant.billingStatus,
    acceptingBookings: merchant.settings.acceptingBookings,
    apiBaseUrl: `${settings.linkBaseUrl.replace(/\/+$/, "")}${API_BASE_PATH}`,
    activeKey: key ? describeActiveKey(key) : null,
  };
}
