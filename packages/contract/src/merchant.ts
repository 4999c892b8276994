/** Plans a merchant can be on; only some include the external API. */
export const MERCHANT_PLAN_NAMES = ["basic", "pro", "enterprise"] as const;
export type MerchantPlanName = (typeof MERCHANT_PLAN_NAMES)[number];

export const BILLING_STATES = ["active", "suspended"] as const;
export type BillingState = (typeof BILLING_STATES)[number];
