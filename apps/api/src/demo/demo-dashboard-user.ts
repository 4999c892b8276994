import { randomBytes } from "node:crypto";
import {
  OPERATOR,
  acceptInvitation,
  findMemberByEmail,
  issueInvitation,
  issuePasswordReset,
  ServiceError,
  type DashboardSettings,
  type ServiceDeps,
} from "@reservation-api/server";

export const DEMO_DASHBOARD_EMAIL = "demo@example.com";

/**
 * The demo merchant's dashboard admin, made through the same invitation (or, on later starts,
 * password-reset) links an operator would hand out, with a fresh random password to print.
 */
export async function ensureDemoDashboardUser(
  deps: ServiceDeps,
  settings: DashboardSettings,
  merchantId: string,
): Promise<{ email: string; password: string }> {
  const password = randomBytes(12).toString("base64url");
  const link = (await demoUserExists(deps, merchantId))
    ? await issuePasswordReset(
        deps,
        settings,
        { merchantId, userId: (await findMemberByEmail(deps, merchantId, DEMO_DASHBOARD_EMAIL)).id },
        OPERATOR,
      )
    : await issueInvitation(deps, settings, { merchantId, email: DEMO_DASHBOARD_EMAIL, role: "admin" }, OPERATOR);
  const token = new URL(link.link).searchParams.get("token") ?? "";
  await acceptInvitation(deps, settings, { token, displayName: "Demo Admin", password });
  return { email: DEMO_DASHBOARD_EMAIL, password };
}

async function demoUserExists(deps: ServiceDeps, merchantId: string): Promise<boolean> {
  try {
    await findMemberByEmail(deps, merchantId, DEMO_DASHBOARD_EMAIL);
    return true;
  } catch (error) {
    if (error instanceof ServiceError && error.kind === "NOT_FOUND") return false;
    throw error;
  }
}
