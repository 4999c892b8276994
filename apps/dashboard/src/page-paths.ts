/** Page paths relative to /dashboard; the accept-invite path is also what the CLI prints links to. */
export const PAGE_PATHS = {
  signIn: "/sign-in",
  acceptInvite: "/accept-invite",
  apiAccess: "/api-access",
  requestLog: "/request-log",
  activity: "/activity",
  account: "/account",
  bookings: "/bookings",
  team: "/team",
  restaurant: "/restaurant",
  webhooks: "/webhooks",
} as const;

/** The signed-in navigation: only pages that exist; each page adds its line here. */
export const NAVIGATION = [
  { path: PAGE_PATHS.apiAccess, label: "API access" },
  { path: PAGE_PATHS.requestLog, label: "Request log" },
  { path: PAGE_PATHS.activity, label: "Activity" },
  { path: PAGE_PATHS.bookings, label: "Bookings" },
  { path: PAGE_PATHS.team, label: "Team" },
  { path: PAGE_PATHS.restaurant, label: "Restaurant" },
  { path: PAGE_PATHS.webhooks, label: "Webhooks" },
  { path: PAGE_PATHS.account, label: "Your account" },
] as const;

/** A `next` parameter may only lead to a page of this app, never to another site. */
export function safeNextPath(next: string | null): string {
  return next !== null && next.startsWith("/") && !next.startsWith("//") && !next.includes("\\") ? next : PAGE_PATHS.apiAccess;
}
