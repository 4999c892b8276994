import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, CREATE_PATH } from "./support/booking-requests.js";
import { startTestApi, type TestApi } from "./support/test-api.js";

const BASE = "/api/external/v1";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

interface Answer {
  status: number;
  contentType: string | null;
  header(name: string): string | null;
}

/** One JSON answer of each kind the process gives: REST, errors, 404s, the document, tRPC. */
async function everyKindOfJsonAnswer(api: TestApi): Promise<[string, Answer][]> {
  const merchant = await api.seedMerchant();
  const get = (path: string, headers: Record<string, string> = {}) => fetched(fetch(`${api.url}${path}`, { headers }));
  return [
    ["REST 200", await get(`${BASE}/availability?date=2026-06-02&partySize=2`, merchant.headers)],
    [
      "REST 201",
      await fetched(
        fetch(`${api.url}${CREATE_PATH}`, {
          method: "POST",
          headers: { ...merchant.headers, "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
          body: JSON.stringify(bookingBody()),
        }),
      ),
    ],
    ["REST 400 VALIDATION_ERROR", await get(`${BASE}/availability?date=someday&partySize=2`, merchant.headers)],
    ["REST 401", await get(`${BASE}/availability?date=2026-06-02&partySize=2`)],
    ["REST 404 unknown endpoint", await get(`${BASE}/no-such-thing`, merchant.headers)],
    ["404 outside the API", await get("/no-such-page")],
    ["OpenAPI document", await get(`${BASE}/openapi.json`)],
    ["health check", await get("/healthz")],
    ["tRPC 200", await get("/dashboard/trpc/auth.session")],
    ["tRPC 401", await get("/dashboard/trpc/team.members")],
    ["request that is not HTTP", await notHttp(api)],
  ];
}

async function fetched(request: Promise<Response>): Promise<Answer> {
  const response = await request;
  await response.arrayBuffer();
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    header: (name) => response.headers.get(name),
  };
}

/** Node's parser refuses these before any route: the answer is written on the socket by hand. */
async function notHttp(api: TestApi): Promise<Answer> {
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(api.url).port), "127.0.0.1", () => socket.end("NOT HTTP AT ALL\r\n\r\n"));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("end", () => resolve(received));
    socket.on("error", reject);
  });
  const [statusLine = "", ...lines] = (raw.split("\r\n\r\n")[0] ?? "").split("\r\n");
  const headers = new Map(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return {
    status: Number(statusLine.split(" ")[1]),
    contentType: headers.get("content-type") ?? null,
    header: (name) => headers.get(name.toLowerCase()) ?? null,
  };
}

describe("with an https public URL", () => {
  let api: TestApi;
  let answers: [string, Answer][];
  beforeAll(async () => {
    api = await startTestApi({ env: { PUBLIC_BASE_URL: "https://reservations.example.com" } });
    answers = await everyKindOfJsonAnswer(api);
  });
  afterAll(() => api.close());

  it("sends nosniff on every JSON answer", () => {
    for (const [kind, answer] of answers) {
      expect(answer.contentType, kind).toMatch(/^application\/json/);
      expect(answer.header("x-content-type-options"), kind).toBe("nosniff");
    }
  });

  it("sends Strict-Transport-Security of at least a year, with includeSubDomains, on every answer", () => {
    for (const [kind, answer] of answers) {
      const hsts = answer.header("strict-transport-security") ?? "";
      expect(hsts, kind).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), kind).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS);
    }
  });
});

describe("with an http public URL, or none", () => {
  for (const publicBaseUrl of ["http://localhost:3000", undefined]) {
    describe(`PUBLIC_BASE_URL=${publicBaseUrl ?? "(unset)"}`, () => {
      let api: TestApi;
      let answers: [string, Answer][];
      beforeAll(async () => {
        api = await startTestApi(publicBaseUrl === undefined ? {} : { env: { PUBLIC_BASE_URL: publicBaseUrl } });
        answers = await everyKindOfJsonAnswer(api);
      });
      afterAll(() => api.close());

      it("sends no Strict-Transport-Security, and still nosniff on every JSON answer", () => {
        for (const [kind, answer] of answers) {
          expect(answer.header("strict-transport-security"), kind).toBeNull();
          expect(answer.header("x-content-type-options"), kind).toBe("nosniff");
        }
      });
    });
  }
});
