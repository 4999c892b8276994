import type { ActivityAction, ActivityDetails } from "@reservation-api/contract/dashboard";

type Describe = (details: ActivityDetails) => string;

const text = (value: ActivityDetails[string] | undefined): string => (value === undefined || value === null ? "" : String(value));
/**
 * An email or a name inside the sentence, between FIRST STRONG ISOLATE and POP DIRECTIONAL
 * ISOLATE: what <bdi> does for an element, for text within one string. A sign-in email is
 * whatever was typed, so a U+202E in it reorders only itself, not the rest of the sentence.
 */
const typed = (value: ActivityDetails[string] | undefined): string => `\u2068${text(value)}\u2069`;
const key = (details: ActivityDetails) => (details.prefix === undefined ? "" : ` ${text(details.prefix)}…`);
const endpoint = (details: ActivityDetails) =>
  details.endpointId === undefined ? "" : ` (${text(details.endpointId).slice(0, 8)}…)`;

/** Each action in words, with the details that matter to a reader; a new action without words does not compile. */
const DESCRIPTIONS: { [A in ActivityAction]: Describe } = {
  "key.created": (details) => `Created the API key${key(details)}`,
  "key.rotated": (details) =>
    details.previousPrefix === undefined
      ? `Rotated the API key to${key(details)}`
      : `Rotated the API key from ${text(details.previousPrefix)}… to${key(details)}`,
  "key.revoked": (details) => `Revoked the API key${key(details)}`,
  "key.revealed": (details) => `Was shown the new API key${key(details)} (shown once)`,
  "user.invited": (details) => `Invited ${typed(details.email)} as ${text(details.role)}`,
  "user.invitation_withdrawn": (details) =>
    `Withdrew the invitation for ${typed(details.email)} (${text(details.role)})${details.reason === undefined ? "" : `: ${text(details.reason)}`}`,
  "user.joined": (details) =>
    `Joined as ${text(details.role)}${details.invitedBy === undefined ? "" : `, invited by ${typed(details.invitedBy)}`}`,
  "user.removed": (details) => `Removed ${typed(details.email)} (${text(details.role)}) from the team`,
  "user.role_changed": (details) =>
    `Changed the role of ${typed(details.email)} from ${text(details.from)} to ${text(details.to)}`,
  "user.signed_in": () => "Signed in",
  "user.sign_in_throttled": (details) =>
    `Sign-in paused for ${typed(details.email)} after ${text(details.failures)} failed attempts` +
    (details.scope === undefined ? "" : ` from ${text(details.scope)}`),
  "user.password_changed": () => "Changed their password",
  "user.password_change_failed": () => "Gave a wrong current password when changing their password",
  "user.password_reset_issued": (details) => `Issued a password-reset link for ${typed(details.email)}`,
  "user.password_reset": () => "Set a new password with a reset link",
  "user.signed_out_everywhere": () => "Signed out on every device",
  "booking.status_changed": (details) =>
    `Changed booking ${text(details.bookingRef)} from ${text(details.from)} to ${text(details.to)}`,
  "booking.updated": (details) => `Changed the ${text(details.fields)} of booking ${text(details.bookingRef)}`,
  "webhook_endpoint.created": (details) => `Added a webhook endpoint${endpoint(details)}`,
  "webhook_endpoint.deleted": (details) => `Deleted a webhook endpoint${endpoint(details)}`,
  "webhook_endpoint.enabled": (details) => `Switched on a webhook endpoint${endpoint(details)}`,
  "webhook_endpoint.disabled": (details) => `Switched off a webhook endpoint${endpoint(details)}`,
  "webhook_endpoint.secret_revealed": (details) => `Was shown a webhook endpoint's signing secret${endpoint(details)}`,
  "webhook_endpoint.secret_rotated": (details) => `Rotated a webhook endpoint's signing secret${endpoint(details)}`,
  "webhook_endpoint.test_sent": (details) => `Sent a test event to a webhook endpoint${endpoint(details)}`,
  "webhook_delivery.resent": (details) => `Resent a webhook delivery${endpoint(details)}`,
};

/** The sentence for an event; an action this page does not know yet is still shown, by its name. */
export function describeActivity(action: string, details: ActivityDetails): string {
  const describe = (DESCRIPTIONS as Record<string, Describe | undefined>)[action];
  return describe === undefined ? action.replaceAll(/[._]/g, " ") : describe(details);
}
