import { TRPCError } from "@trpc/server";
import { CSRF_HEADER } from "@reservation-api/contract/dashboard";
import type { DashboardContext } from "../trpc/dashboard-context.js";

/**
 * Anti-CSRF for state-changing calls, two independent proofs:
 * - a custom header, which a cross-site HTML form cannot send and a cross-site script can only
 *   send after a CORS preflight this server never approves;
 * - an Origin equal to our own (the configured public URL, or the Host the request came to).
 * Reads are not guarded: they change nothing, and without CORS another site cannot read them.
 */
export function assertCrossSiteProof(ctx: DashboardContext, type: "query" | "mutation" | "subscription"): void {
  if (type === "query") return;
  if (ctx.header(CSRF_HEADER.toLowerCase()) === undefined) {
    throw new TRPCError({ code: "FORBIDDEN", message: `Missing the ${CSRF_HEADER} header` });
  }
  const origin = ctx.header("origin");
  if (origin === undefined || origin !== expectedOrigin(ctx)) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Cross-site request refused" });
  }
}

function expectedOrigin(ctx: DashboardContext): string | undefined {
  if (ctx.settings.publicBaseUrl !== undefined) return new URL(ctx.settings.publicBaseUrl).origin;
  const host = ctx.header("host");
  return host === undefined ? undefined : `http://${host}`;
}
