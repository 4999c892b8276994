import type { RevealedSecrets } from "./webhook-data.js";

// The secret answered by "add" is handed to the endpoint page that opens next, in memory only,
// and forgotten when hidden.
let handedOver: { endpointId: string; secrets: RevealedSecrets } | null = null;

export function rememberShownSecret(endpointId: string, secrets: RevealedSecrets): void {
  handedOver = { endpointId, secrets };
}

export function shownSecretFor(endpointId: string): RevealedSecrets | null {
  return handedOver?.endpointId === endpointId ? handedOver.secrets : null;
}

export function forgetShownSecret(): void {
  handedOver = null;
}
