import { setTimeout as sleep } from "node:timers/promises";
import type { SeededMerchant } from "../shared/seed-platform.js";
import { percentile } from "../shared/statistics.js";

export interface LagRun {
  rate: number;
  seconds: number;
  accepted: number;
  sendSeconds: number;
  delivered: number;
  /** Percentile of the lag from an event's creation to its arrival, in ms. */
  lag: (p: number) => number;
}

export interface LagProbe {
  /** Offers `rate` creates a second for `seconds`, open loop, and waits for their deliveries. */
  measure(rate: number, seconds: number): Promise<LagRun>;
  /** Offers `rate` creates a second for `seconds`, open loop; resolves to how many were created. */
  offer(rate: number, seconds: number): Promise<number>;
  /** Answers other than 201, by rate, status and code ("fetch failed" for no answer). */
  refusals: Map<string, number>;
}

const TIMES = ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00"];
const DELIVERY_WAIT_MS = 60_000;

/** Spread over days and times so no slot's capacity runs out. */
const slotOf = (n: number) => ({
  localDate: new Date(Date.now() + (10 + (n % 60)) * 86_400_000).toISOString().slice(0, 10),
  localTime: TIMES[Math.floor(n / 60) % TIMES.length] ?? "19:00",
});

/**
 * Creates bookings for `merchants` at a fixed rate (open loop, which wrk cannot do) and reads
 * the lag of their events from `arrivals`, which the receiver fills.
 */
export function lagProbe(apiUrl: string, merchants: SeededMerchant[], arrivals: number[]): LagProbe {
  const refusals = new Map<string, number>();
  let serial = 0;

  async function create(label: string): Promise<boolean> {
    serial++;
    const merchant = merchants[serial % merchants.length];
    if (merchant === undefined) throw new Error("A lag probe needs merchants");
    const response = await fetch(`${apiUrl}/api/external/v1/bookings`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${merchant.apiKey}`,
        "x-merchant-id": merchant.merchantId,
        "idempotency-key": crypto.randomUUID(),
        "content-type": "application/json",
      },
      // A guest of their own each: the same name at the same slot is refused as a duplicate.
      body: JSON.stringify({
        customerName: `Bench Guest ${serial}`,
        email: `guest-${serial}@example.com`,
        partySize: 1,
        ...slotOf(serial),
      }),
    }).catch(() => undefined);
    const text = (await response?.text()) ?? "";
    if (response?.status !== 201) {
      const code = `${label}: ${response === undefined ? "fetch failed" : `${response.status} ${errorCodeOf(text)}`}`;
      refusals.set(code, (refusals.get(code) ?? 0) + 1);
    }
    return response?.status === 201;
  }

  async function offer(rate: number, seconds: number): Promise<number> {
    const sent: Promise<boolean>[] = [];
    const started = Date.now();
    for (let tick = 0; tick < rate * seconds; tick++) {
      const due = started + (tick * 1000) / rate;
      if (due > Date.now()) await sleep(due - Date.now());
      sent.push(create(`lag at ${rate}/s`));
    }
    return (await Promise.all(sent)).filter(Boolean).length;
  }

  async function measure(rate: number, seconds: number): Promise<LagRun> {
    arrivals.length = 0;
    const started = Date.now();
    const accepted = await offer(rate, seconds);
    const sendSeconds = (Date.now() - started) / 1000;
    const deadline = Date.now() + DELIVERY_WAIT_MS;
    while (arrivals.length < accepted && Date.now() < deadline) await sleep(100);
    const lags = [...arrivals];
    const lag = (p: number) => percentile(lags, p);
    return { rate, seconds, accepted, sendSeconds, delivered: arrivals.length, lag };
  }

  return { measure, offer, refusals };
}

export function describeLagRun(run: LagRun): string {
  return `Offered ${run.rate} creates/s for ${run.seconds} s: ${run.accepted} created in ${run.sendSeconds.toFixed(1)} s, ${run.delivered} delivered; lag from the event's creation to its arrival p50 ${run.lag(50)} ms, p99 ${run.lag(99)} ms, max ${run.lag(100)} ms.`;
}

function errorCodeOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const code = typeof parsed === "object" && parsed !== null && "code" in parsed ? parsed.code : undefined;
    return typeof code === "string" ? code : "";
  } catch {
    return "";
  }
}
