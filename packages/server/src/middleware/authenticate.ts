import { AUTH_REALM, HEADER } from "@reservation-api/contract";
import { hashApiKey } from "../domain/api-key.js";
import { planIncludesExternalApi } from "../domain/entitlement.js";
import { isUuid } from "../domain/uuid.js";
import type { MerchantAccess } from "../domain/merchant-access.js";
import { findAccessByKeyHash, merchantExists } from "../storage/merchant-access-store.js";
import type { RequestContext } from "../trpc/context.js";
import { refuse, type Refusal } from "../errors/refusal.js";

const BEARER = /^Bearer[ ]+([^\s]+)$/i;

/**
 * A 401 with the Bearer challenge of RFC 6750: the realm always, and `error="invalid_token"`
 * once a key was sent (it was refused, or it cannot be used with this merchant header).
 */
function invalidApiKey(message: string, keySent: boolean): Refusal {
  const challenge = `Bearer realm="${AUTH_REALM}"${keySent ? ', error="invalid_token"' : ""}`;
  return refuse("INVALID_API_KEY", message, { challenge });
}

/**
 * Authentication and entitlement, in the documented order: key, merchant header, key-merchant
 * binding, plan, billing. Runs before any input is looked at.
 */
export async function authenticateMerchant(ctx: RequestContext): Promise<MerchantAccess> {
  const bearer = BEARER.exec(ctx.header("authorization") ?? "")?.[1];
  if (bearer === undefined) {
    throw invalidApiKey(`Send the API key as "${HEADER.authorization}: Bearer <API_KEY>"`, false);
  }
  const access = await findAccessByKeyHash(ctx.deps.db, hashApiKey(bearer));
  if (!access) throw invalidApiKey("The API key is not valid or has been revoked", true);
  // From here on the request belongs to the key's merchant and is request-logged there, refusals
  // included: its developer is the one who needs to see them, and nobody else may.
  ctx.requestLog.caller = { merchantId: access.merchantId, keyPrefix: access.keyPrefix };

  const merchantId = ctx.header("x-merchant-id");
  if (merchantId === undefined || !isUuid(merchantId)) {
    throw invalidApiKey(`Send the merchant id as a UUID in the ${HEADER.merchantId} header`, true);
  }
  if (merchantId.toLowerCase() !== access.merchantId) {
    if (!(await merchantExists(ctx.deps.db, merchantId))) {
      throw invalidApiKey(`Unknown merchant in ${HEADER.merchantId}`, true);
    }
    throw refuse("MERCHANT_MISMATCH", `The API key does not belong to the merchant in ${HEADER.merchantId}`);
  }

  if (!planIncludesExternalApi(access.plan)) {
    throw refuse("PLAN_NOT_ENTITLED", "The merchant's plan does not include external API access");
  }
  if (access.billingStatus === "suspended") {
    throw refuse("BILLING_SUSPENDED", "The merchant's billing is suspended");
  }
  await ctx.deps.keyUse.record(access.apiKeyId, ctx.deps.now());
  return access;
}
