import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import postgres from "postgres";
import { createAuthenticator } from "./access.js";
import { Refusal, readJsonObject, refuse, sendJson, sendRefusal } from "./http-kit.js";
import { availability, listBookings } from "./read-endpoints.js";
import { createBooking, updateStatus } from "./write-endpoints.js";

/**
 * The fair yardstick: each endpoint written by hand on node:http and postgres.js, doing the
 * work the API must do (authentication in its order, validation, the same or fewer statements,
 * the same JSON, create's locks and checks) without tRPC, zod, Drizzle or the OpenAPI layer.
 */
const sql = postgres(process.env.DATABASE_URL!, { max: Number(process.env.DB_POOL_SIZE ?? 10), onnotice: () => {} });
const authenticate = createAuthenticator(sql);
const BASE = "/api/external/v1";
const STATUS_PATH = /^\/api\/external\/v1\/bookings\/([^/]+)\/status$/;

async function handle(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
  const url = new URL(req.url ?? "/", "http://fair");
  if (!url.pathname.startsWith(BASE)) throw refuse(404, "NOT_FOUND", "No such endpoint");
  const access = await authenticate(req.headers.authorization, header(req, "x-merchant-id"));
  const headers = { "X-Request-Id": requestId };
  if (req.method === "GET" && url.pathname === `${BASE}/availability`)
    return sendJson(res, 200, await availability(sql, access, url.searchParams), headers);
  if (req.method === "GET" && url.pathname === `${BASE}/bookings`)
    return sendJson(res, 200, await listBookings(sql, access, url.searchParams), headers);
  if (req.method === "POST" && url.pathname === `${BASE}/bookings`) {
    const created = await createBooking(sql, access, header(req, "idempotency-key"), await readJsonObject(req));
    return sendJson(
      res,
      created.status,
      created.body,
      created.replayed ? { ...headers, "Idempotent-Replayed": "true" } : headers,
    );
  }
  const statusPath = req.method === "PATCH" ? STATUS_PATH.exec(url.pathname) : null;
  if (statusPath)
    return sendJson(
      res,
      200,
      await updateStatus(sql, access, decodeURIComponent(statusPath[1]!), await readJsonObject(req)),
      headers,
    );
  throw refuse(404, "NOT_FOUND", "No such endpoint");
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const server = createServer((req, res) => {
  const requestId = crypto.randomUUID();
  handle(req, res, requestId).catch((error: unknown) => {
    if (error instanceof Refusal) return sendRefusal(res, error, requestId);
    sendJson(res, 500, { code: "INTERNAL_ERROR", message: String(error), requestId });
  });
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => void sql.end().then(() => process.exit(0))));
