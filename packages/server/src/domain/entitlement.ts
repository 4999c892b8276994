import type { MerchantPlanName } from "./merchant-plan.js";

const PLANS_WITH_EXTERNAL_API: ReadonlySet<MerchantPlanName> = new Set(["pro", "enterprise"]);

export function planIncludesExternalApi(plan: MerchantPlanName): boolean {
  return PLANS_WITH_EXTERNAL_API.has(plan);
}
