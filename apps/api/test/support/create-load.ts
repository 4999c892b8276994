import { bookingBody, CREATE_PATH } from "./booking-requests.js";
import type { TestMerchant } from "./merchant-fixtures.js";
import { present } from "@reservation-api/test-support";

export interface CreateAttempt {
  key: string;
  body: Record<string, unknown>;
  status: number | "no-answer";
  /** Why there was no answer, when there was none. */
  failure?: string;
  code?: string;
  bookingId?: string;
  elapsedMs: number;
}

/** One create, answered or not within `timeoutMs`; never throws. */
export async function attemptCreate(
  baseUrl: string,
  merchant: TestMerchant,
  key: string,
  body: Record<string, unknown>,
  timeoutMs = 15_000,
): Promise<CreateAttempt> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${baseUrl}${CREATE_PATH}`, {
      method: "POST",
      headers: { ...merchant.headers, "Idempotency-Key": key, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const payload = (await response.json()) as { id?: string; code?: string };
    return {
      key,
      body,
      status: response.status,
      ...(payload.code ? { code: payload.code } : {}),
      ...(payload.id ? { bookingId: payload.id } : {}),
      elapsedMs: Date.now() - startedAt,
    };
  } catch (error) {
    const failure =
      error instanceof Error
        ? `${error.name}: ${error.message} ${String((error.cause as Error | undefined)?.message ?? "")}`
        : String(error);
    return { key, body, status: "no-answer", failure, elapsedMs: Date.now() - startedAt };
  }
}

/** `count` distinct creates (own key, own guest), `concurrency` at a time. */
export async function runCreateLoad(
  baseUrl: () => string,
  merchant: TestMerchant,
  options: { count: number; concurrency: number; localDate: string; onProgress?: (done: number) => void },
): Promise<CreateAttempt[]> {
  const jobs = Array.from({ length: options.count }, (_, index) => ({
    key: crypto.randomUUID(),
    body: bookingBody({ localDate: options.localDate, localTime: ["17:00", "18:00", "19:00", "20:00"][index % 4], partySize: 1 }),
  }));
  const results: CreateAttempt[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = present(jobs[next++]);
      results.push(await attemptCreate(baseUrl(), merchant, job.key, job.body));
      options.onProgress?.(results.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return results;
}

/** Sends an attempt again (same key, same body) until it is answered 201, or gives up. */
export async function retryUntilCreated(baseUrl: string, merchant: TestMerchant, attempt: CreateAttempt, tries = 20) {
  let last = attempt;
  for (let index = 0; index < tries && last.status !== 201; index++) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    last = await attemptCreate(baseUrl, merchant, attempt.key, attempt.body);
  }
  return last;
}
