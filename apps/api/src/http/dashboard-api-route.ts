import { DASHBOARD_TRPC_PATH } from "@reservation-api/contract/dashboard";

/** The dashboard's procedures answer under /dashboard/trpc/<procedure>[,<procedure>...]. */
export function isDashboardApiPath(path: string): boolean {
  return path.startsWith(`${DASHBOARD_TRPC_PATH}/`);
}
