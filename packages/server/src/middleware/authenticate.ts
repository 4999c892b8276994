import { HEADER } from "@reservation-api/contract";
import { hashApiKey } from "../domain/api-key.js";
import { planIncludesExternalApi } from "../domain/entitlement.js";
import { isUuid } from "../domain/uuid.js";
import { ApiError } from "../errors/api-error.js";
import { findAccessByKeyHash, merchantExists, type MerchantAccess } from "../storage/merchant-access-store.js";
import type { RequestContext } from "../context.js";

const BEARER = /^Bearer[ ]+([^\s]+)$/i;

/**
 * Authentication and entitlement, in the documented order: key, merchant header, key-merchant
 * binding, plan, billing. Runs before any input is looked at.
 */
export async function authenticateMerchant(ctx: RequestContext): Promise<MerchantAccess> {
  const bearer = BEARER.exec(ctx.header("authorization") ?? "")?.[1];
  if (bearer === undefined) {
    throw new ApiError("INVALID_API_KEY", `Send the API key as "${HEADER.authorization}: Bearer <API_KEY>"`);
  }
  const access = await findAccessByKeyHash(ctx.deps.db, hashApiKey(bearer));
  if (!access) throw new ApiError("INVALID_API_KEY", "The API key is not valid or has been revoked");

  const merchantId = ctx.header("x-merchant-id");
  if (merchantId === undefined || !isUuid(merchantId)) {
    throw new ApiError("INVALID_API_KEY", `Send the merchant id as a UUID in the ${HEADER.merchantId} header`);
  }
  if (merchantId.toLowerCase() !== access.merchantId) {
    if (!(await merchantExists(ctx.deps.db, merchantId))) {
      throw new ApiError("INVALID_API_KEY", `Unknown merchant in ${HEADER.merchantId}`);
    }
    throw new ApiError("MERCHANT_MISMATCH", `The API key does not belong to the merchant in ${HEADER.merchantId}`);
  }

  if (!planIncludesExternalApi(access.plan)) {
    throw new ApiError("PLAN_NOT_ENTITLED", "The merchant's plan does not include external API access");
  }
  if (access.billingStatus === "suspended") {
    throw new ApiError("BILLING_SUSPENDED", "The merchant's billing is suspended");
  }
  await ctx.deps.keyUse.record(access.apiKeyId, ctx.deps.now());
  return access;
}
