import { endpointState, type WebhookEndpoint } from "./webhook-data.js";

export function EndpointStateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const tone = endpoint.enabled ? "ok" : endpoint.disabledReason === null ? "off" : "bad";
  return <span className={`badge ${tone}`}>{endpointState(endpoint)}</span>;
}
