import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "wouter";
import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import { formatTime } from "../../format-time.js";
import { PAGE_PATHS } from "../../page-paths.js";
import { useSignedIn } from "../../session.js";
import { trpc } from "../../trpc.js";
import { DeliveriesTable } from "./deliveries-table.js";
import { EndpointActions } from "./endpoint-actions.js";
import { EndpointStateBadge } from "./endpoint-state-badge.js";
import { SecretPanel } from "./secret-panel.js";
import { forgetShownSecret, shownSecretFor } from "./shown-secret.js";
import { webhookKeys, type RevealedSecrets } from "./webhook-data.js";
import "./webhooks.css";
import { UserText } from "../../components/user-text.js";

/** One endpoint: its facts, the admin's actions, and its recent deliveries. */
export function EndpointPage() {
  const { endpointId = "" } = useParams<{ endpointId: string }>();
  const { user } = useSignedIn();
  const endpoint = useQuery({
    queryKey: webhookKeys.endpoint(endpointId),
    queryFn: () => trpc.webhooks.get.query({ endpointId }),
  });
  const [shown, setShown] = useState<{ title: string; secrets: RevealedSecrets } | null>(() => {
    const added = shownSecretFor(endpointId);
    return added === null ? null : { title: "Endpoint added: its signing secret", secrets: added };
  });
  const hide = () => {
    forgetShownSecret();
    setShown(null);
  };
  return (
    <>
      <p className="breadcrumb">
        <Link href={PAGE_PATHS.webhooks}>Webhooks</Link>
      </p>
      <h1>Webhook endpoint</h1>
      {endpoint.isPending && <LoadingState label="Loading the endpoint" />}
      {endpoint.isError && <ErrorNotice title="The endpoint could not be loaded" error={endpoint.error} />}
      {endpoint.data !== undefined && (
        <>
          <section className="card" aria-labelledby="endpoint-title">
            <h2 id="endpoint-title" className="wrap" data-testid="endpoint-url">
              <UserText>{endpoint.data.url}</UserText>
            </h2>
            <dl className="facts">
              <dt>State</dt>
              <dd data-testid="endpoint-state">
                <EndpointStateBadge endpoint={endpoint.data} />
              </dd>
              <dt>Events</dt>
              <dd>{endpoint.data.eventTypes.join(", ")}</dd>
              <dt>Added</dt>
              <dd>
                <time dateTime={endpoint.data.createdAt}>{formatTime(endpoint.data.createdAt)}</time>
              </dd>
              {endpoint.data.enabled && endpoint.data.pausedUntil !== null && (
                <>
                  <dt>Next try</dt>
                  <dd data-testid="endpoint-next-try">
                    <time dateTime={endpoint.data.pausedUntil}>{formatTime(endpoint.data.pausedUntil)}</time>
                    <span className="muted"> (its deliveries wait until then)</span>
                  </dd>
                </>
              )}
              {endpoint.data.failingSince !== null && (
                <>
                  <dt>Failing since</dt>
                  <dd>
                    <time dateTime={endpoint.data.failingSince}>{formatTime(endpoint.data.failingSince)}</time>
                  </dd>
                </>
              )}
            </dl>
            {user.role === "admin" ? (
              <EndpointActions endpoint={endpoint.data} onSecrets={(title, secrets) => setShown({ title, secrets })} />
            ) : (
              <p className="muted">Only admins can see the signing secret or change this endpoint.</p>
            )}
          </section>
          {shown !== null && <SecretPanel title={shown.title} secrets={shown.secrets} onHide={hide} />}
          <DeliveriesTable endpointId={endpointId} />
        </>
      )}
    </>
  );
}
