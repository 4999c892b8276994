import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import postgres from "postgres";
import { childServerSettings } from "../settings.js";
import { createAuthenticator, type Access } from "./access.js";
import { Refusal, readJsonObject, refuse, sendJson, sendRefusal } from "./http-kit.js";
import { availability, listBookings } from "./read-endpoints.js";
import { modifyBooking } from "./modify-booking.js";
import { createRequestLog } from "./request-log.js";
import { createBooking, updateStatus } from "./write-endpoints.js";

/**
 * The fair yardstick: each endpoint written by hand on node:http and postgres.js, doing the
 * work the API must do (authentication in its order, validation, the same or fewer statements,
 * the same JSON, create's locks and checks, the request log) without tRPC, zod, Drizzle or the
 * OpenAPI layer.
 */
const settings = childServerSettings();
const sql = postgres(settings.databaseUrl, { max: settings.poolSize, onnotice: () => {} });
const authenticate = createAuthenticator(sql);
const requestLog = createRequestLog(sql);
const BASE = "/api/external/v1";
const STATUS_PATH = /^\/api\/external\/v1\/bookings\/([^/]+)\/status$/;
const BOOKING_PATH = /^\/api\/external\/v1\/bookings\/([^/]+)$/;

/** What the request log needs to know of a request while it is handled. */
interface Trace {
  access?: Access;
  operation: string;
  requestBody?: string;
  responseHeaders: Record<string, string>;
}

async function handle(req: IncomingMessage, res: ServerResponse, requestId: string, trace: Trace): Promise<string> {
  const url = new URL(req.url ?? "/", "http://fair");
  if (!url.pathname.startsWith(BASE)) throw refuse(404, "NOT_FOUND", "No such endpoint");
  const access = await authenticate(req.headers.authorization, header(req, "x-merchant-id"));
  trace.access = access;
  const headers = trace.responseHeaders;
  const bodyOf = () => readJsonObject(req, (text) => (trace.requestBody = text));
  if (req.method === "GET" && url.pathname === `${BASE}/availability`) {
    trace.operation = "getAvailability";
    return sendJson(res, 200, await availability(sql, access, url.searchParams), headers);
  }
  if (req.method === "GET" && url.pathname === `${BASE}/bookings`) {
    trace.operation = "listBookings";
    return sendJson(res, 200, await listBookings(sql, access, url.searchParams), headers);
  }
  if (req.method === "POST" && url.pathname === `${BASE}/bookings`) {
    trace.operation = "createBooking";
    const created = await createBooking(sql, access, header(req, "idempotency-key"), await bodyOf());
    if (created.replayed) headers["Idempotent-Replayed"] = "true";
    return sendJson(res, created.status, created.body, headers);
  }
  const bookingRef = req.method === "PATCH" ? STATUS_PATH.exec(url.pathname)?.[1] : undefined;
  if (bookingRef !== undefined) {
    trace.operation = "updateBookingStatus";
    return sendJson(res, 200, await updateStatus(sql, access, decodeURIComponent(bookingRef), await bodyOf()), headers);
  }
  const bookingIdentifier = req.method === "PATCH" ? BOOKING_PATH.exec(url.pathname)?.[1] : undefined;
  if (bookingIdentifier !== undefined) {
    trace.operation = "updateBooking";
    const identifier = decodeURIComponent(bookingIdentifier);
    const changed = await modifyBooking(sql, access, identifier, await bodyOf(), header(req, "if-match"));
    headers.ETag = changed.etag;
    return sendJson(res, 200, changed.body, headers);
  }
  throw refuse(404, "NOT_FOUND", "No such endpoint");
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const receivedAt = new Date();
  const startedAt = performance.now();
  const requestId = crypto.randomUUID();
  const trace: Trace = { operation: "unknown", responseHeaders: { "X-Request-Id": requestId } };
  let errorCode: string | null = null;
  const responseBody = await handle(req, res, requestId, trace).catch((error: unknown) => {
    if (error instanceof Refusal) {
      errorCode = error.code;
      return sendRefusal(res, error, requestId);
    }
    errorCode = "INTERNAL_ERROR";
    return sendJson(res, 500, { code: "INTERNAL_ERROR", message: String(error), requestId });
  });
  // Like the API's, only requests that reached a merchant through a valid key are logged (the
  // bench sends no key that the merchant checks refuse, which the API logs too).
  if (trace.access === undefined) return;
  requestLog.record({
    req,
    merchantId: trace.access.merchantId,
    keyPrefix: trace.access.keyPrefix,
    operation: trace.operation,
    receivedAt,
    startedAt,
    requestId,
    requestBody: trace.requestBody,
    status: res.statusCode,
    errorCode,
    responseBody,
    responseHeaders: trace.responseHeaders,
  });
}

const server = createServer((req, res) => void answer(req, res));

server.listen(settings.port, "127.0.0.1");
process.on("SIGTERM", () => server.close(() => void sql.end().then(() => process.exit(0))));
