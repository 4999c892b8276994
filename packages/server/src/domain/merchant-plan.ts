// The value lists live in the contract, where the database schema reads them too.
export { BILLING_STATES, MERCHANT_PLAN_NAMES } from "@reservation-api/contract";
export type { BillingState, MerchantPlanName } from "@reservation-api/contract";
