import { Link } from "wouter";
import { EndpointStateBadge } from "./endpoint-state-badge.js";
import { endpointPath, type WebhookEndpoint } from "./webhook-data.js";
import { UserText } from "../../components/user-text.js";

export function EndpointList({ endpoints }: { endpoints: WebhookEndpoint[] }) {
  if (endpoints.length === 0)
    return <p data-testid="no-endpoints">No endpoints yet. Events are only sent to endpoints listed here.</p>;
  return (
    <ul className="endpoint-list" data-testid="endpoint-list">
      {endpoints.map((endpoint) => (
        <li key={endpoint.id} className="endpoint-item">
          <Link href={endpointPath(endpoint.id)} className="endpoint-url">
            <UserText>{endpoint.url}</UserText>
          </Link>
          <span className="endpoint-events">{endpoint.eventTypes.join(", ")}</span>
          <EndpointStateBadge endpoint={endpoint} />
        </li>
      ))}
    </ul>
  );
}
