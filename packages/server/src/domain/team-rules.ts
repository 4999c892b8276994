import type { DashboardRole } from "@reservation-api/contract/dashboard";

/**
 * A merchant always keeps an admin: otherwise no one could manage its keys or team without the
 * operator. True when removing or demoting `member` would leave none.
 */
export function wouldLeaveNoAdmin(
  member: { role: DashboardRole },
  adminCount: number,
  newRole: DashboardRole | "removed",
): boolean {
  return member.role === "admin" && newRole !== "admin" && adminCount <= 1;
}
