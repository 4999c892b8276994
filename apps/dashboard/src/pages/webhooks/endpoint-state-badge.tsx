import { endpointState, type WebhookEndpoint } from "./webhook-data.js";

export function EndpointStateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const tone = !endpoint.enabled
    ? endpoint.disabledReason === null
      ? "off"
      : "bad"
    : endpoint.pausedUntil === null
      ? "ok"
      : "warn";
  return <span className={`badge ${tone}`}>{endpointState(endpoint)}</span>;
}
