import type { ActorKind } from "@reservation-api/contract/dashboard";

/** Who performs an action: recorded in the activity log and on the keys they create. */
export type Actor =
  { kind: "user"; userId: string; merchantId: string; displayName: string } | { kind: "operator" } | { kind: "system" };

/** A dashboard user acting for their merchant. */
export type UserActor = Extract<Actor, { kind: "user" }>;

export const OPERATOR: Actor = { kind: "operator" };

/** The name shown for an actor; a user's name is copied so the log survives their removal. */
export function actorLabel(actor: Actor): string {
  switch (actor.kind) {
    case "user":
      return actor.displayName;
    case "operator":
      return "operator";
    case "system":
      return "system";
  }
}

export function actorKind(actor: Actor): ActorKind {
  return actor.kind;
}

export function actorUserId(actor: Actor): string | null {
  return actor.kind === "user" ? actor.userId : null;
}
