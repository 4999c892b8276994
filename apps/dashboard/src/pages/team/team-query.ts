import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc.js";

export const TEAM_KEY = ["team", "members"] as const;

export function useTeam() {
  return useQuery({ queryKey: TEAM_KEY, queryFn: () => trpc.team.members.query() });
}

export type Team = NonNullable<ReturnType<typeof useTeam>["data"]>;
export type Member = Team["members"][number];
export type Invitation = Team["invitations"][number];

export const ROLE_LABELS = { admin: "Admin", viewer: "Viewer" } as const;
export type Role = keyof typeof ROLE_LABELS;
