import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment } from "react";
import { Link, useParams } from "wouter";
import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import { formatTime } from "../../format-time.js";
import { UserText } from "../../components/user-text.js";
import { useSignedIn } from "../../session.js";
import { trpc } from "../../trpc.js";
import { DELIVERY_STATUS_LABEL, endpointPath, webhookKeys } from "./webhook-data.js";
import "./webhooks.css";

/** One delivery: what was sent (headers, body) and what came back, with "Resend" for admins. */
export function DeliveryPage() {
  const { endpointId = "", deliveryId = "" } = useParams<{ endpointId: string; deliveryId: string }>();
  const { user } = useSignedIn();
  const queryClient = useQueryClient();
  const delivery = useQuery({
    queryKey: webhookKeys.delivery(deliveryId),
    queryFn: () => trpc.webhooks.delivery.query({ deliveryId }),
  });
  const resend = useMutation({
    mutationFn: () => trpc.webhooks.resend.mutate({ deliveryId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
  const data = delivery.data;
  return (
    <>
      <p className="breadcrumb">
        <Link href={endpointPath(endpointId)}>Back to the endpoint</Link>
      </p>
      <h1>Webhook delivery</h1>
      {delivery.isPending && <LoadingState label="Loading the delivery" />}
      {delivery.isError && <ErrorNotice title="The delivery could not be loaded" error={delivery.error} />}
      {data !== undefined && (
        <>
          <section className="card" aria-labelledby="delivery-title">
            <h2 id="delivery-title">{data.eventType}</h2>
            <dl className="facts">
              <dt>Status</dt>
              <dd data-testid="delivery-status">{DELIVERY_STATUS_LABEL[data.status]}</dd>
              <dt>Event id</dt>
              <dd>
                <code className="wrap">{data.eventId}</code>
              </dd>
              <dt>Attempts</dt>
              <dd>{data.attemptCount}</dd>
              <dt>Last attempt</dt>
              <dd>{data.lastAttemptAt === null ? "Not yet" : formatTime(data.lastAttemptAt)}</dd>
              <dt>Next retry</dt>
              <dd>{data.nextAttemptAt === null ? "None" : formatTime(data.nextAttemptAt)}</dd>
            </dl>
            {user.role === "admin" && (
              <div className="actions">
                <button type="button" className="button primary" disabled={resend.isPending} onClick={() => resend.mutate()}>
                  Resend
                </button>
              </div>
            )}
            <p className="copy-status" role="status">
              {resend.isSuccess ? "Queued again with the same event id." : ""}
            </p>
            {resend.isError && <ErrorNotice title="Not resent" error={resend.error} />}
          </section>
          <section className="card" aria-labelledby="request-title">
            <h2 id="request-title">Request</h2>
            <HeaderList headers={data.request.headers} empty="Not sent yet." />
            <pre className="code-block" data-testid="request-body">
              <code>{prettyJson(data.request.body)}</code>
            </pre>
          </section>
          <section className="card" aria-labelledby="response-title">
            <h2 id="response-title">Response{data.responseStatus === null ? "" : `: HTTP ${data.responseStatus}`}</h2>
            {data.latencyMs !== null && <p className="muted">Answered in {data.latencyMs} ms.</p>}
            {data.response.error !== null && <p className="notice error">{data.response.error}</p>}
            <HeaderList headers={data.response.headers} empty="No response yet." />
            {data.response.body !== null && (
              <pre className="code-block" data-testid="response-body">
                <code>{data.response.body === "" ? "(empty body)" : data.response.body}</code>
              </pre>
            )}
          </section>
        </>
      )}
    </>
  );
}

function HeaderList({ headers, empty }: { headers: Record<string, string> | null; empty: string }) {
  if (headers === null) return <p className="muted">{empty}</p>;
  return (
    <dl className="facts headers">
      {Object.entries(headers).map(([name, value]) => (
        <Fragment key={name}>
          <dt>
            <code>{name}</code>
          </dt>
          <dd>
            <code className="wrap">
              <UserText>{value}</UserText>
            </code>
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
