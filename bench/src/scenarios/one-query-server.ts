import { createServer } from "node:http";
import postgres from "postgres";
import { childServerSettings } from "../settings.js";

/**
 * The yardstick: node:http and postgres.js answering one indexed query of the kind availability
 * runs (the seats held on one merchant-day), with nothing else: no auth, no validation, no
 * framework. Every API figure is read against this one, measured in the same run.
 */
const settings = childServerSettings();
const sql = postgres(settings.databaseUrl, { max: settings.poolSize });
const DAY_MS = 86_400_000;

async function answer(url: URL): Promise<{ bookings: number; seats: number }> {
  const merchantId = url.searchParams.get("merchant") ?? "";
  const from = new Date(`${url.searchParams.get("date") ?? ""}T00:00:00Z`);
  const rows = await sql<{ party_size: number }[]>`
    select booking_time, party_size from bookings
     where merchant_id = ${merchantId} and booking_time >= ${from} and booking_time < ${new Date(from.getTime() + DAY_MS)}
       and status in ('pending', 'checked-in')`;
  return { bookings: rows.length, seats: rows.reduce((sum, row) => sum + Number(row.party_size), 0) };
}

const server = createServer((req, res) => {
  void answer(new URL(req.url ?? "/", "http://baseline")).then(
    (body) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    },
    (error: unknown) => {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ code: "INTERNAL_ERROR", message: String(error) }));
    },
  );
});

server.listen(settings.port, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening on ${typeof address === "object" && address ? address.port : ""}`);
});
process.on("SIGTERM", () => server.close(() => void sql.end().then(() => process.exit(0))));
