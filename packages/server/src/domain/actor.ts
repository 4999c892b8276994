import type { ActorKind } from "@reservation-api/contract/dashboard";

/**
 * Who performs an action, the one type every service takes: a merchant's API key (REST), a
 * dashboard user, the operator (admin CLI), or the system itself (scheduled work).
 */
export type Actor =
  | { kind: "api-key"; merchantId: string; keyPrefix: string }
  | { kind: "user"; userId: string; merchantId: string; displayName: string }
  | { kind: "operator" }
  | { kind: "system" };

/** A dashboard user acting for their merchant. */
export type UserActor = Extract<Actor, { kind: "user" }>;

/** An actor bound to one merchant: its API key or one of its dashboard users. */
export type MerchantActor = Extract<Actor, { kind: "api-key" | "user" }>;

/**
 * The actors the dashboard's activity log names. An API key's calls are in the request log
 * instead, so the activity log has no kind for them.
 */
export type ActivityActor = Exclude<Actor, { kind: "api-key" }>;

export const OPERATOR: ActivityActor = { kind: "operator" };

/** The name shown for an actor; a user's name is copied so the log survives their removal. */
export function actorLabel(actor: ActivityActor): string {
  switch (actor.kind) {
    case "user":
      return actor.displayName;
    case "operator":
      return "operator";
    case "system":
      return "system";
  }
}

export function actorKind(actor: ActivityActor): ActorKind {
  return actor.kind;
}

export function actorUserId(actor: ActivityActor): string | null {
  return actor.kind === "user" ? actor.userId : null;
}

/** The REST face's actor: the merchant's API key that authenticated the request. */
export function apiKeyActor(access: { merchantId: string; keyPrefix: string }): MerchantActor {
  return { kind: "api-key", merchantId: access.merchantId, keyPrefix: access.keyPrefix };
}
