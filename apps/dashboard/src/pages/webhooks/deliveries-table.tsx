import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import { formatTime } from "../../format-time.js";
import { trpc } from "../../trpc.js";
import { DELIVERY_STATUS_LABEL, deliveryPath, webhookKeys, type WebhookDelivery } from "./webhook-data.js";

// Pending deliveries change on their own: look again every few seconds while any is pending.
const PENDING_REFRESH_MS = 3_000;

/** The endpoint's most recent deliveries, newest first, each linking to its detail. */
export function DeliveriesTable({ endpointId }: { endpointId: string }) {
  const deliveries = useQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: () => trpc.webhooks.deliveries.query({ endpointId }),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === "pending") ? PENDING_REFRESH_MS : false,
  });
  return (
    <section className="card" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Recent deliveries</h2>
      {deliveries.isPending && <LoadingState label="Loading deliveries" />}
      {deliveries.isError && (
        <ErrorNotice title="Deliveries could not be loaded" error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      )}
      {deliveries.data?.length === 0 && <p>No deliveries yet. Send a test event to see one here.</p>}
      {deliveries.data !== undefined && deliveries.data.length > 0 && (
        <div className="table-scroll" role="region" aria-labelledby="deliveries-title" tabIndex={0}>
          <table className="deliveries-table" data-testid="deliveries">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">HTTP</th>
                <th scope="col">Latency</th>
                <th scope="col">Attempts</th>
                <th scope="col">Next retry</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.data.map((delivery) => (
                <DeliveryRow key={delivery.id} endpointId={endpointId} delivery={delivery} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  return (
    <tr data-testid="delivery-row" data-status={delivery.status}>
      <th scope="row">
        <Link href={deliveryPath(endpointId, delivery.id)}>{delivery.eventType}</Link>
      </th>
      <td data-label="Status">
        <span className={`badge ${delivery.status === "succeeded" ? "ok" : delivery.status === "failed" ? "bad" : "off"}`}>
          {DELIVERY_STATUS_LABEL[delivery.status]}
        </span>
      </td>
      <td data-label="HTTP">{delivery.responseStatus ?? "—"}</td>
      <td data-label="Latency">{delivery.latencyMs === null ? "—" : `${delivery.latencyMs} ms`}</td>
      <td data-label="Attempts">{delivery.attemptCount}</td>
      <td data-label="Next retry">
        {delivery.nextAttemptAt === null ? (
          "—"
        ) : (
          <time dateTime={delivery.nextAttemptAt}>{formatTime(delivery.nextAttemptAt)}</time>
        )}
      </td>
      <td data-label="Created">
        <time dateTime={delivery.createdAt}>{formatTime(delivery.createdAt)}</time>
      </td>
    </tr>
  );
}
