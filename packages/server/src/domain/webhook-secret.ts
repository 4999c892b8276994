const SECRET_PREFIX = "whsec_";
const SECRET_BYTES = 24;

/** A new Standard Webhooks signing secret: `whsec_` and base64 of random bytes. */
export function generateWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
  return SECRET_PREFIX + Buffer.from(bytes).toString("base64");
}

/** How long a replaced secret keeps verifying (and being signed with) after a rotation. */
export const SECRET_ROTATION_OVERLAP_MS = 24 * 3_600_000;

export interface EndpointSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/** The secrets a delivery is signed with now: the current one, and the previous during its overlap. */
export function activeSigningSecrets(endpoint: EndpointSecrets, now: Date): string[] {
  const previousLive =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretExpiresAt !== null &&
    endpoint.previousSecretExpiresAt.getTime() > now.getTime();
  return previousLive ? [endpoint.secret, endpoint.previousSecret as string] : [endpoint.secret];
}
