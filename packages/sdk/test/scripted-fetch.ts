/** What the fake server does for one attempt: answer, or fail like a network would. */
export type ScriptedStep =
  { status: number; body?: unknown; headers?: Record<string, string> } | { networkError: true } | { hang: true };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string | undefined;
  at: number;
}

/** A fetch that plays the given steps in order and records every request it receives. */
export function scriptedFetch(steps: ScriptedStep[]) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    requests.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body ? await request.text() : undefined,
      at: Date.now(),
    });
    const step = steps[requests.length - 1] ?? steps.at(-1);
    if (!step) throw new Error("no scripted answer");
    if ("networkError" in step) throw new TypeError("fetch failed");
    if ("hang" in step) {
      return new Promise((_resolve, reject) => {
        request.signal.addEventListener("abort", () =>
          reject(request.signal.reason instanceof Error ? request.signal.reason : new Error("aborted")),
        );
      });
    }
    return new Response(step.body === undefined ? null : JSON.stringify(step.body), {
      status: step.status,
      headers: { "Content-Type": "application/json", ...step.headers },
    });
  };
  return { fetch, requests };
}

export const BOOKING = {
  id: "0b6c1c52-3f4e-4c56-9a39-7a8d2b1e0f11",
  bookingRef: "K7QX2M9D",
  customerName: "Ada Lovelace",
  phone: null,
  email: "ada@example.com",
  partySize: 2,
  bookingTimeUtc: "2026-05-01T18:30:00.000Z",
  status: "pending",
  source: "api",
  occasionType: null,
  occasionNote: null,
  specialNotes: null,
  createdAt: "2026-04-20T10:00:00.000Z",
  localDate: "2026-05-01",
  localTime: "19:30",
} as const;

export function errorBody(code: string, extra: Record<string, unknown> = {}) {
  return { code, message: `${code} happened`, requestId: "req-1", ...extra };
}
