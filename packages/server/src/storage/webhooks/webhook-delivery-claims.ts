import { and, eq, sql } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints, webhookEvents, type Database } from "@reservation-api/db";
import { uuidArray } from "../uuid-array.js";
import type { DeliveryJob, DeliveryRow, EndpointRow } from "./webhook-delivery-store.js";

/**
 * Rows of these deliveries still naming these jobs (job ids are never reused, so the pairs match).
 * Each list goes as one array parameter rather than a parameter per id: a job's 25 ids are bound,
 * sent and planned as one value.
 */
function deliveriesWithTheirJobs(jobs: DeliveryJob[]) {
  const deliveryIds = uuidArray(jobs.map((job) => job.deliveryId));
  const jobIds = uuidArray([...new Set(jobs.map((job) => job.jobId))]);
  return sql`${webhookDeliveries.id} = any(${deliveryIds}::uuid[]) and ${webhookDeliveries.jobId} = any(${jobIds}::uuid[])`;
}

/** What an attempt needs of a delivery and its endpoint: not their logs, nor the endpoint's settings. */
export interface ClaimedDelivery {
  delivery: Pick<DeliveryRow, "id" | "eventId" | "attemptCount" | "createdAt">;
  endpoint: Pick<
    EndpointRow,
    "id" | "merchantId" | "url" | "enabled" | "secret" | "previousSecrets" | "failingSince" | "pausedUntil"
  >;
  /** The event exactly as stored, which is the body receivers get. */
  payload: string;
}

const claimedColumns = {
  delivery: {
    id: webhookDeliveries.id,
    eventId: webhookDeliveries.eventId,
    attemptCount: webhookDeliveries.attemptCount,
    createdAt: webhookDeliveries.createdAt,
  },
  endpoint: {
    id: webhookEndpoints.id,
    merchantId: webhookEndpoints.merchantId,
    url: webhookEndpoints.url,
    enabled: webhookEndpoints.enabled,
    secret: webhookEndpoints.secret,
    previousSecrets: webhookEndpoints.previousSecrets,
    failingSince: webhookEndpoints.failingSince,
    pausedUntil: webhookEndpoints.pausedUntil,
  },
  payload: sql<string>`${webhookEvents.payload}::text`,
};

/**
 * The deliveries a batch of jobs stand for, in one query, keyed by delivery id. A delivery is
 * left out unless its job still is the one allowed to run its next attempt. Only the columns an
 * attempt uses are read: a retried delivery's last request and response are the bulk of its row.
 */
export async function findDeliveriesForJobs(db: Database, jobs: DeliveryJob[]): Promise<Map<string, ClaimedDelivery>> {
  if (jobs.length === 0) return new Map();
  const rows = await db
    .select(claimedColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(deliveriesWithTheirJobs(jobs), eq(webhookDeliveries.status, "pending")));
  return new Map(rows.map((row) => [row.delivery.id, row]));
}
