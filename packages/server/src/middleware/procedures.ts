import { HEADER } from "@reservation-api/contract";
import { isUuid } from "../domain/uuid.js";
import type { RequestContext } from "../trpc/context.js";
import { baseProcedure } from "../trpc/trpc.js";
import { authenticateMerchant } from "./authenticate.js";
import { enforceRateLimit } from "./enforce-rate-limit.js";
import { refuse } from "../errors/refusal.js";

/** Every API procedure: the caller is an authenticated, entitled merchant within its rate limit. */
export const merchantProcedure = baseProcedure.use(async ({ ctx, meta, next }) => {
  ctx.requestLog.operation = meta?.openapi?.operationId;
  const access = await authenticateMerchant(ctx);
  await enforceRateLimit(ctx, access.merchantId);
  return next({ ctx: { ...ctx, access } });
});

/** A body that is not a JSON object is reported only once the caller is known. */
function assertReadableBody(ctx: RequestContext): void {
  if (ctx.bodyProblem) {
    throw refuse("VALIDATION_ERROR", "The request body is not a JSON object", { fieldErrors: [ctx.bodyProblem] });
  }
}

/** Procedures that take a JSON body. */
export const bodyProcedure = merchantProcedure.use(({ ctx, next }) => {
  assertReadableBody(ctx);
  return next();
});

/**
 * Create: a missing Idempotency-Key is reported before anything about the body, and a malformed
 * one as a validation error on the header (documented order).
 */
export const idempotentCreateProcedure = merchantProcedure.use(({ ctx, next }) => {
  const key = ctx.header("idempotency-key");
  if (key === undefined || key === "") {
    throw refuse("MISSING_IDEMPOTENCY_KEY", `The ${HEADER.idempotencyKey} header is required`, {
      fieldErrors: [{ field: HEADER.idempotencyKey, message: "Required" }],
    });
  }
  assertReadableBody(ctx);
  if (!isUuid(key)) {
    throw refuse("VALIDATION_ERROR", "The request is not valid", {
      fieldErrors: [{ field: HEADER.idempotencyKey, message: "Expected a UUID" }],
    });
  }
  return next({ ctx: { ...ctx, idempotencyKey: key.toLowerCase() } });
});
