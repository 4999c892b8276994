import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import { useSignedIn } from "../../session.js";
import { trpc } from "../../trpc.js";
import { AddEndpointForm } from "./add-endpoint-form.js";
import { EndpointList } from "./endpoint-list.js";
import { VerifyNote } from "./verify-note.js";
import { endpointPath, webhookKeys } from "./webhook-data.js";
import { rememberShownSecret } from "./shown-secret.js";
import "./webhooks.css";

/** The merchant's webhook endpoints; admins add them here, then manage each on its own page. */
export function WebhooksPage() {
  const { user } = useSignedIn();
  const canManage = user.role === "admin";
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState(false);
  const endpoints = useQuery({ queryKey: webhookKeys.list, queryFn: () => trpc.webhooks.list.query() });
  return (
    <>
      <h1>Webhooks</h1>
      <p className="lead">We POST signed booking events to your endpoints as they happen, so your system need not poll.</p>
      <section className="card" aria-labelledby="endpoints-title">
        <h2 id="endpoints-title">Endpoints</h2>
        {endpoints.isPending && <LoadingState label="Loading endpoints" />}
        {endpoints.isError && (
          <ErrorNotice title="Endpoints could not be loaded" error={endpoints.error} onRetry={() => void endpoints.refetch()} />
        )}
        {endpoints.data !== undefined && <EndpointList endpoints={endpoints.data} />}
        {canManage ? (
          !adding && (
            <div className="actions">
              <button type="button" className="button primary" onClick={() => setAdding(true)}>
                Add endpoint
              </button>
            </div>
          )
        ) : (
          <p className="muted">Only admins can add endpoints, change them or see their signing secrets.</p>
        )}
      </section>
      {canManage && adding && (
        <AddEndpointForm
          onCancel={() => setAdding(false)}
          onAdded={(endpoint, secrets) => {
            rememberShownSecret(endpoint.id, secrets);
            navigate(endpointPath(endpoint.id));
          }}
        />
      )}
      <VerifyNote />
    </>
  );
}
