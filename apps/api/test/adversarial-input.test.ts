import { connect } from "node:net";
import fc from "fast-check";
import { ERROR_HTTP_STATUS, NOT_UNICODE_MESSAGE, errorBodySchema, type ErrorCode } from "@reservation-api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import { fingerprintDatabase } from "./support/database-fingerprint.js";
import {
  encodeForUrl,
  type HeaderScenario,
  hostileHeaders,
  hostileHeaderValue,
  hostileQueryValue,
  hostileString,
  mutatedBody,
  wireBody,
  present,
} from "@reservation-api/test-support";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { bookingOf, errorBodyOf } from "./support/response-bodies.js";
import { openApiOperationsOf } from "./support/openapi-operations.js";

/** Generated requests per endpoint; CI keeps the default, `FUZZ_RUNS=5000` digs deeper. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const BASE = "/api/external/v1";

interface WireRequest {
  method: string;
  path: string;
  headers: HeaderScenario;
  rawBody?: string;
  contentType?: string | undefined;
}

interface WireResponse {
  status: number;
  headers: Headers;
  text: string;
}

let api: TestApi;
let alice: TestMerchant;
let bob: TestMerchant;
let aliceBookings: { id: string; bookingRef: string }[];
let bobBooking: { id: string; bookingRef: string };
/** status -> error codes the OpenAPI document promises, per operation. */
let documented: Record<string, Map<number, ErrorCode[]>>;
let fingerprint: string;

beforeAll(async () => {
  api = await startTestApi();
  alice = await api.seedMerchant();
  bob = await api.seedMerchant();
  aliceBookings = [];
  for (const localTime of ["18:00", "19:00", "20:00"]) {
    aliceBookings.push(bookingOf(await createBooking(api, alice.headers, bookingBody({ localTime }))));
  }
  bobBooking = bookingOf(await createBooking(api, bob.headers, bookingBody()));
  documented = documentedAnswers((await api.call(`${BASE}/openapi.json`)).body);
  fingerprint = await fingerprintDatabase(api.db);
});

afterAll(async () => {
  await api?.close();
});

/** Reads each operation's documented statuses and, for errors, the codes named in their description. */
function documentedAnswers(document: unknown): Record<string, Map<number, ErrorCode[]>> {
  const answers: Record<string, Map<number, ErrorCode[]>> = {};
  for (const pathItem of Object.values(openApiOperationsOf(document).paths)) {
    for (const operation of Object.values(pathItem)) {
      const byStatus = new Map<number, ErrorCode[]>();
      for (const [status, response] of Object.entries(operation.responses)) {
        const codes = /one of: (.*)\./.exec(response.description ?? "")?.[1]?.split(", ") ?? [];
        byStatus.set(Number(status), codes as ErrorCode[]);
      }
      answers[operation.operationId] = byStatus;
    }
  }
  return answers;
}

async function send(request: WireRequest): Promise<WireResponse> {
  const headers = new Headers();
  for (const [name, value] of request.headers.pairs) headers.append(name, value);
  if (request.contentType !== undefined) headers.set("Content-Type", request.contentType);
  const response = await fetch(`${api.url}${request.path}`, { method: request.method, headers, body: request.rawBody ?? null });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/**
 * The two promises made for every request, whatever it holds: a status (and error code) the
 * OpenAPI document lists for the operation, never a 5xx; and a database left exactly as it was
 * unless the request was accepted.
 */
async function expectDocumentedAnswer(operationId: string, request: WireRequest): Promise<void> {
  const response = await send(request);
  expect(response.headers.get("content-type"), `${response.status} ${response.text}`).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(response.text);

  expect(response.status, response.text).toBeLessThan(500);
  const promised = present(documented[operationId]);
  expect([...promised.keys()], response.text).toContain(response.status);
  if (response.status >= 400) {
    const error = errorBodySchema.safeParse(body);
    expect(error.success, response.text).toBe(true);
    expect(promised.get(response.status)).toContain(error.data?.code);
    expect(error.data && ERROR_HTTP_STATUS[error.data.code]).toBe(response.status);
    expect(error.data?.requestId).toBe(response.headers.get("x-request-id"));
  }

  const after = await fingerprintDatabase(api.db);
  if (response.status >= 300) expect(after, `${request.method} ${request.path} -> ${response.text}`).toBe(fingerprint);
  fingerprint = after;
}

/** A query string, all valid, one parameter off, or each parameter valid, hostile, missing or repeated. */
function hostileQuery(parameters: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const valid = Object.entries(parameters).map(([name, value]) => value.map((text) => `${name}=${encodeURIComponent(text)}`));
  const chaotic = Object.entries(parameters).map(([name, value]) =>
    fc.oneof(
      { weight: 4, arbitrary: value.map((text) => `${name}=${encodeURIComponent(text)}`) },
      { weight: 3, arbitrary: hostileQueryValue.map((text) => `${name}=${text}`) },
      { weight: 1, arbitrary: fc.constant("") },
      {
        weight: 1,
        arbitrary: fc.tuple(value, hostileQueryValue).map(([a, b]) => `${name}=${encodeURIComponent(a)}&${name}=${b}`),
      },
    ),
  );
  const names = Object.keys(parameters);
  const oneOff = fc
    .tuple(fc.tuple(...valid), fc.nat({ max: names.length - 1 }), fc.option(hostileQueryValue, { nil: undefined }))
    .map(([pairs, index, replacement]) =>
      pairs.map((pair, at) => (at !== index ? pair : replacement === undefined ? "" : `${names[at]}=${replacement}`)),
    );
  const stray = fc.option(
    hostileQueryValue.map((text) => `${text}=${text}`),
    { nil: "" },
  );
  const query = fc.oneof(
    { weight: 2, arbitrary: fc.tuple(...valid) },
    { weight: 3, arbitrary: oneOff },
    { weight: 3, arbitrary: fc.tuple(...chaotic) },
  );
  return fc.tuple(query, stray).map(([pairs, extra]) => [...pairs, extra].filter(Boolean).join("&"));
}

const authHeaders = () => hostileHeaders(alice.headers, bob.headers);
const dates = fc.constantFrom("2026-06-01", "2026-06-02", "2026-06-15", "2026-08-29", "2026-12-31");
const bookingIdentifiers = () =>
  fc.oneof(
    fc.constantFrom(...aliceBookings.flatMap((booking) => [booking.id, booking.bookingRef, booking.bookingRef.toLowerCase()])),
    fc.constantFrom(bobBooking.id, bobBooking.bookingRef),
    fc.uuid(),
    hostileString.map((value) => encodeForUrl(value) || "%20"),
  );

describe("adversarial input never crashes the API nor changes data it refuses", () => {
  it("GET /availability", async () => {
    const query = () => hostileQuery({ date: dates, partySize: fc.integer({ min: 0, max: 10 }).map(String) });
    await fc.assert(
      fc.asyncProperty(authHeaders(), query(), (headers, search) =>
        expectDocumentedAnswer("getAvailability", { method: "GET", path: `${BASE}/availability?${search}`, headers }),
      ),
      { numRuns: RUNS },
    );
  });

  it("GET /bookings", async () => {
    const cursors = fc.constantFrom(...aliceBookings.map((booking) => booking.id), bobBooking.id, crypto.randomUUID());
    const query = hostileQuery({
      startDate: dates,
      endDate: dates,
      status: fc.constantFrom("pending", "pending,cancelled", " checked-in , no-show ", "pending,pending"),
      cursor: cursors,
      limit: fc.integer({ min: -1, max: 201 }).map(String),
    });
    await fc.assert(
      fc.asyncProperty(authHeaders(), query, (headers, search) =>
        expectDocumentedAnswer("listBookings", { method: "GET", path: `${BASE}/bookings?${search}`, headers }),
      ),
      { numRuns: RUNS },
    );
  });

  it("POST /bookings", async () => {
    const reusedKey = crypto.randomUUID();
    type HeaderPairs = [string, string][];
    const keyHeader = (...values: string[]): HeaderPairs => values.map((value) => ["Idempotency-Key", value]);
    const idempotencyKey: fc.Arbitrary<HeaderPairs> = fc.oneof(
      { weight: 6, arbitrary: fc.uuid({ version: 4 }).map((key) => keyHeader(key)) },
      { weight: 1, arbitrary: fc.constant(keyHeader(reusedKey)) },
      { weight: 1, arbitrary: hostileHeaderValue.map((value) => keyHeader(value)) },
      { weight: 1, arbitrary: fc.constant(keyHeader()) },
      { weight: 1, arbitrary: fc.tuple(fc.uuid(), fc.uuid()).map(([a, b]) => keyHeader(a, b)) },
    );
    const body = wireBody(
      mutatedBody({
        customerName: fc.constantFrom("Ann Example", "Zoë O'Brien", "  José  "),
        email: fc.oneof(
          fc.constantFrom("ann@example.com", "Ann@Example.com"),
          fc.uuid().map((id) => `guest-${id.slice(0, 8)}@example.com`),
        ),
        phone: fc.constantFrom("+442079460000", "07946000000"),
        partySize: fc.integer({ min: 1, max: 4 }),
        localDate: dates,
        localTime: fc.constantFrom("17:00", "18:15", "20:30", "21:45"),
        notes: fc.string({ maxLength: 30 }),
        occasionType: fc.constantFrom("birthday", "anniversary", "business"),
        occasionNote: fc.string({ maxLength: 30 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(authHeaders(), idempotencyKey, body, (headers, key, wire) =>
        expectDocumentedAnswer("createBooking", {
          method: "POST",
          path: `${BASE}/bookings`,
          headers: { pairs: [...headers.pairs, ...key] },
          ...wire,
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it("PATCH /bookings/{bookingIdentifier}/status", async () => {
    const body = wireBody(mutatedBody({ status: fc.constantFrom("pending", "checked-in", "cancelled", "no-show") }));
    await fc.assert(
      fc.asyncProperty(authHeaders(), bookingIdentifiers(), body, (headers, identifier, wire) =>
        expectDocumentedAnswer("updateBookingStatus", {
          method: "PATCH",
          path: `${BASE}/bookings/${identifier}/status`,
          headers,
          ...wire,
        }),
      ),
      { numRuns: RUNS },
    );
  });
});

describe("absurd dates", () => {
  it.each(["0000-01-01", "0001-01-01", "1899-12-31", "3000-01-01", "9999-12-31"])(
    "refuses %s on every endpoint that takes a date",
    async (date) => {
      const answers = [
        await api.call(`${BASE}/availability?date=${date}&partySize=2`, { headers: alice.headers }),
        await api.call(`${BASE}/bookings?startDate=${date}&endDate=${date}`, { headers: alice.headers }),
        await createBooking(api, alice.headers, bookingBody({ localDate: date })),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(errorBodyOf(answer).errors?.[0]?.message).toBe("Expected a date between 1900-01-01 and 2999-12-31");
      }
    },
  );
});

describe("text PostgreSQL cannot store", () => {
  it.each([
    ["customerName", "Ann\u0000Example", "Must not contain control characters (found U+0000)"],
    ["customerName", "Ann\u0007Example", "Must not contain control characters (found U+0007)"],
    ["notes", "window\u0000seat", "Must not contain control characters other than tabs and line breaks (found U+0000)"],
    ["occasionNote", "\u001b[31mred", "Must not contain control characters other than tabs and line breaks (found U+001B)"],
    ["occasionNote", "\ud800", NOT_UNICODE_MESSAGE],
    ["customerName", "Ann \udc00 Example", NOT_UNICODE_MESSAGE],
    ["notes", "reversed pair \udc00\ud800", NOT_UNICODE_MESSAGE],
  ])("refuses %s holding %j", async (field, value, message) => {
    const response = await createBooking(api, alice.headers, bookingBody({ [field]: value }));
    expect(response.status).toBe(400);
    expect(errorBodyOf(response).errors).toEqual([{ field, message }]);
  });

  it("keeps tabs and line breaks in notes", async () => {
    const response = await createBooking(
      api,
      alice.headers,
      bookingBody({ localDate: "2026-06-20", notes: "window seat\n\tnear the door\r\n" }),
    );
    expect(response.status).toBe(201);
    expect(bookingOf(response).specialNotes).toBe("window seat\n\tnear the door\r\n");
    fingerprint = await fingerprintDatabase(api.db);
  });
});

describe("oversized and pathological bodies", () => {
  const json = { "Content-Type": "application/json" };

  it("answers a request line over 16 KB with 400 and the error body, not a bare 431", async () => {
    const response = await api.call(`${BASE}/availability?date=2026-06-02&partySize=2&padding=${"x".repeat(20_000)}`, {
      headers: alice.headers,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "VALIDATION_ERROR", errors: [{ field: "request" }] });
    expect(errorBodyOf(response).requestId).toBe(response.headers.get("x-request-id"));
  });

  it("answers bytes that are not HTTP with 400 and the error body", async () => {
    const { port } = new URL(api.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => socket.end("NOT HTTP AT ALL\r\n\r\n"));
      let received = "";
      socket.on("data", (chunk) => (received += chunk.toString()));
      socket.on("end", () => resolve(received));
      socket.on("error", reject);
    });
    const [head = "", body = ""] = raw.split("\r\n\r\n");
    expect(head.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
    expect(errorBodySchema.parse(JSON.parse(body))).toMatchObject({ code: "VALIDATION_ERROR", errors: [{ field: "request" }] });
  });

  it.each([
    ["POST", `${BASE}/bookings`],
    ["PATCH", `${BASE}/bookings/ABCDEFGH/status`],
  ])("refuses a 1 MB+ body to %s with 413, before authentication", async (method, path) => {
    const rawBody = JSON.stringify({ ...bookingBody(), notes: "n".repeat(1_100_000) });
    for (const headers of [{ ...alice.headers, "Idempotency-Key": crypto.randomUUID() }, {}]) {
      const response = await api.call(path, { method, headers: { ...headers, ...json }, rawBody });
      expect(response.status).toBe(413);
      expect(errorBodyOf(response).code).toBe("PAYLOAD_TOO_LARGE");
    }
    expect(await fingerprintDatabase(api.db)).toBe(fingerprint);
  });

  it.each([
    ["an array", (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`],
    ["an object", (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`],
    ["a field of the body", (depth: number) => `{"customerName":${"[".repeat(depth)}${"]".repeat(depth)}}`],
  ])("answers JSON nested 15,000 deep as %s with 400", async (_, nested) => {
    const depth = 15_000;
    const response = await api.call(`${BASE}/bookings`, {
      method: "POST",
      headers: { ...alice.headers, ...json, "Idempotency-Key": crypto.randomUUID() },
      rawBody: nested(depth),
    });
    expect(response.status).toBe(400);
    expect(errorBodyOf(response).code).toBe("VALIDATION_ERROR");
    expect(await fingerprintDatabase(api.db)).toBe(fingerprint);
  });
});
