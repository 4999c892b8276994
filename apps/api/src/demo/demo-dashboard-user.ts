import {
  OPERATOR,
  acceptInvitation,
  findMemberByEmail,
  issueInvitation,
  Refusal,
  type DashboardSettings,
  type ServiceDeps,
  type UserActor,
} from "@reservation-api/server";

export const DEMO_DASHBOARD_EMAIL = "demo@example.com";
const DEMO_DISPLAY_NAME = "Demo Admin";

/**
 * The demo admin's password: fixed, so it is the same after every restart, and printed in the
 * banner. It passes the password policy like any other (a test holds it to that); being
 * published, it is for the demo only.
 */
export const DEMO_DASHBOARD_PASSWORD = "saffron-tide-lantern";

export interface DemoDashboardUser {
  email: string;
  password: string;
  /** True when this start made the user; a restart leaves the user, its password and sessions alone. */
  created: boolean;
  /** The user as the actor of changes made in their name (the sample bookings' status changes). */
  actor: UserActor;
}

/**
 * The demo merchant's dashboard admin, made on first start through the same invitation link an
 * operator would hand out. Later starts keep the user as it is, so a signed-in browser stays
 * signed in; a password changed in the dashboard stays changed.
 */
export async function ensureDemoDashboardUser(
  deps: ServiceDeps,
  settings: DashboardSettings,
  merchantId: string,
): Promise<DemoDashboardUser> {
  const existing = await findDemoUser(deps, merchantId);
  if (existing) return demoUser(merchantId, existing, false);
  const invitation = await issueInvitation(deps, settings, { merchantId, email: DEMO_DASHBOARD_EMAIL, role: "admin" }, OPERATOR);
  const token = new URL(invitation.link).searchParams.get("token") ?? "";
  await acceptInvitation(deps, settings, { token, displayName: DEMO_DISPLAY_NAME, password: DEMO_DASHBOARD_PASSWORD });
  const created = await findDemoUser(deps, merchantId);
  if (!created) throw new Error("The demo admin accepted the invitation but is not a member");
  return demoUser(merchantId, created, true);
}

function demoUser(merchantId: string, member: { id: string; displayName: string }, created: boolean): DemoDashboardUser {
  return {
    email: DEMO_DASHBOARD_EMAIL,
    password: DEMO_DASHBOARD_PASSWORD,
    created,
    actor: { kind: "user", userId: member.id, merchantId, displayName: member.displayName },
  };
}

async function findDemoUser(deps: ServiceDeps, merchantId: string): Promise<{ id: string; displayName: string } | undefined> {
  try {
    return await findMemberByEmail(deps, merchantId, DEMO_DASHBOARD_EMAIL);
  } catch (error) {
    if (error instanceof Refusal && error.code === "NOT_FOUND") return undefined;
    throw error;
  }
}
