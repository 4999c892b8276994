import { z } from "zod";
import { singleLineText } from "./stored-text.js";

/** Plans a merchant can be on; only some include the external API. */
export const MERCHANT_PLAN_NAMES = ["basic", "pro", "enterprise"] as const;
export type MerchantPlanName = (typeof MERCHANT_PLAN_NAMES)[number];

export const BILLING_STATES = ["active", "suspended"] as const;
export type BillingState = (typeof BILLING_STATES)[number];

export const MERCHANT_NAME_MAX_LENGTH = 200;

/** A merchant's or its restaurant's name, as the operator gives it and the dashboard shows it. */
export const merchantNameSchema = singleLineText(
  z.string().trim().min(1, "Enter a name").max(MERCHANT_NAME_MAX_LENGTH, `Use at most ${MERCHANT_NAME_MAX_LENGTH} characters`),
  { trimmed: true },
);
