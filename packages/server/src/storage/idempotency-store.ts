import { and, eq } from "drizzle-orm";
import { idempotencyRecords, type Database } from "@reservation-api/db";
import type { StoredIdempotentResult } from "../domain/idempotency.js";

export async function findIdempotentResult(
  tx: Database,
  merchantId: string,
  key: string,
): Promise<StoredIdempotentResult | undefined> {
  const [row] = await tx
    .select({
      requestHash: idempotencyRecords.requestHash,
      responseBody: idempotencyRecords.responseBody,
      createdAt: idempotencyRecords.createdAt,
    })
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.merchantId, merchantId), eq(idempotencyRecords.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** Saves the result of a create; a record older than the replay window is overwritten. */
export async function saveIdempotentResult(
  tx: Database,
  record: { merchantId: string; key: string; requestHash: string; bookingId: string; responseBody: unknown; createdAt: Date },
): Promise<void> {
  const values = {
    merchantId: record.merchantId,
    idempotencyKey: record.key,
    requestHash: record.requestHash,
    bookingId: record.bookingId,
    responseBody: record.responseBody,
    createdAt: record.createdAt,
  };
  await tx
    .insert(idempotencyRecords)
    .values(values)
    .onConflictDoUpdate({ target: [idempotencyRecords.merchantId, idempotencyRecords.idempotencyKey], set: values });
}
