import { serialize } from "cookie";
import { DASHBOARD_BASE_PATH, SESSION_COOKIE_NAME } from "@reservation-api/contract/dashboard";
import type { DashboardContext } from "../trpc/dashboard-context.js";

/**
 * HttpOnly: script cannot read it. SameSite=Lax: other sites' requests do not carry it, except
 * top-level navigations (which only read). Path=/dashboard: the API's own routes never see it.
 * Secure whenever the public URL is https.
 */
function cookieAttributes(ctx: DashboardContext) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: DASHBOARD_BASE_PATH,
    secure: ctx.settings.publicBaseUrl?.startsWith("https:") ?? false,
  };
}

export function setSessionCookie(ctx: DashboardContext, token: string): void {
  // The cookie outlives no session: it goes when the session's absolute expiry comes.
  const maxAge = Math.floor(ctx.settings.sessionAbsoluteMs / 1000);
  ctx.setHeader("Set-Cookie", serialize(SESSION_COOKIE_NAME, token, { ...cookieAttributes(ctx), maxAge }));
}

export function clearSessionCookie(ctx: DashboardContext): void {
  ctx.setHeader("Set-Cookie", serialize(SESSION_COOKIE_NAME, "", { ...cookieAttributes(ctx), maxAge: 0, expires: new Date(0) }));
}
