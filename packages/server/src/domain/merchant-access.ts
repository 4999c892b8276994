import type { BillingState, MerchantPlanName } from "./merchant-plan.js";
import type { RestaurantSettings } from "./restaurant-settings.js";

/** Who is calling, as authentication found them: the input of every service. */
export interface MerchantAccess {
  apiKeyId: string;
  /** The key's shown prefix, for the request log. */
  keyPrefix: string;
  merchantId: string;
  plan: MerchantPlanName;
  billingStatus: BillingState;
  settings: RestaurantSettings;
}

/** What creating a booking needs to know of the merchant: whose it is and the restaurant's rules. */
export type BookingAccess = Pick<MerchantAccess, "merchantId" | "settings">;
