const SECRET_PREFIX = "whsec_";
const SECRET_BYTES = 24;

/** A new Standard Webhooks signing secret: `whsec_` and base64 of random bytes. */
export function generateWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
  return SECRET_PREFIX + Buffer.from(bytes).toString("base64");
}

/** How long a replaced secret keeps verifying (and being signed with) after a rotation. */
export const SECRET_ROTATION_OVERLAP_MS = 24 * 3_600_000;

/**
 * At most this many rotated-away secrets are kept signing at once (so a delivery carries at most
 * six signatures). Rotating more often than that within 24 hours retires the oldest one early;
 * every other one keeps its full 24 hours.
 */
export const MAX_RETIRED_SECRETS = 5;

/** A secret rotated away, still signed with until `expiresAt` (an ISO instant). */
export interface RetiredSecret {
  secret: string;
  expiresAt: string;
}

export interface EndpointSecrets {
  secret: string;
  previousSecrets: readonly RetiredSecret[];
}

/** The rotated-away secrets still within their 24 hours, newest first. */
export function liveRetiredSecrets(retired: readonly RetiredSecret[], now: Date): RetiredSecret[] {
  return retired
    .filter((entry) => Date.parse(entry.expiresAt) > now.getTime())
    .sort((a, b) => Date.parse(b.expiresAt) - Date.parse(a.expiresAt));
}

/** What a rotation leaves behind: the outgoing secret first, then the live ones up to the cap. */
export function retireSecret(endpoint: EndpointSecrets, now: Date): RetiredSecret[] {
  const outgoing = { secret: endpoint.secret, expiresAt: new Date(now.getTime() + SECRET_ROTATION_OVERLAP_MS).toISOString() };
  return [outgoing, ...liveRetiredSecrets(endpoint.previousSecrets, now)].slice(0, MAX_RETIRED_SECRETS);
}

/** The secrets a delivery is signed with now: the current one, then every retired one still live. */
export function activeSigningSecrets(endpoint: EndpointSecrets, now: Date): string[] {
  return [endpoint.secret, ...liveRetiredSecrets(endpoint.previousSecrets, now).map((entry) => entry.secret)];
}
