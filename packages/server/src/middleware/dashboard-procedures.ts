import { TRPCError } from "@trpc/server";
import { parse as parseCookies } from "cookie";
import { SESSION_COOKIE_NAME } from "@reservation-api/contract/dashboard";
import type { DashboardContext } from "../trpc/dashboard-context.js";
import { dashboardBaseProcedure } from "../trpc/dashboard-trpc.js";
import { resolveSession } from "../services/sessions.js";
import { toTrpcError } from "./refusal-to-trpc.js";
import { assertCrossSiteProof } from "./cross-site-proof.js";

/**
 * Every dashboard call: anti-CSRF proof first (mutations), and any service refusal turned into
 * its tRPC code. Public procedures (sign-in, invitations) start here.
 */
export const dashboardProcedure = dashboardBaseProcedure.use(async ({ ctx, type, next }) => {
  assertCrossSiteProof(ctx, type);
  const result = await next();
  if (!result.ok) throw toTrpcError(result.error, ctx);
  return result;
});

/** The signed-in user, from the session cookie; 401 without a live session. */
export const sessionProcedure = dashboardProcedure.use(async ({ ctx, next }) => {
  const token = sessionTokenOf(ctx);
  const session = token === undefined ? undefined : await resolveSession(ctx.deps, ctx.settings, token);
  if (!session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in to continue" });
  return next({ ctx: { ...ctx, session } });
});

/** Admin-only: viewers are refused whatever the UI showed them. */
export const adminProcedure = sessionProcedure.use(({ ctx, next }) => {
  if (ctx.session.role !== "admin") {
    throw new TRPCError({ code: "FORBIDDEN", message: "Only an admin of this merchant can do that" });
  }
  return next();
});

export function sessionTokenOf(ctx: DashboardContext): string | undefined {
  const cookies = parseCookies(ctx.header("cookie") ?? "");
  const token = cookies[SESSION_COOKIE_NAME];
  return token === undefined || token === "" ? undefined : token;
}
