/** Where the dashboard lives on the API's origin; the session cookie is scoped to it. */
export const DASHBOARD_BASE_PATH = "/dashboard";
export const DASHBOARD_TRPC_PATH = `${DASHBOARD_BASE_PATH}/trpc`;
/** The page a one-time link (invitation or password reset) opens; it reads the kind itself. */
export const DASHBOARD_ACCEPT_INVITE_PATH = `${DASHBOARD_BASE_PATH}/accept-invite`;
/** A header an HTML form cannot send: its presence proves the call came from script on our origin. */
export const CSRF_HEADER = "X-CSRF-Protection";
export const SESSION_COOKIE_NAME = "rsv_session";
