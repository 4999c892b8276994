import { Agent, request } from "node:http";

/** Connections one client keeps open at most, as a load tool's pool would (a browser keeps 6). */
const MAX_SOCKETS = 50;

/**
 * A fetch whose connections leave from `localAddress` (another loopback address such as
 * 127.0.0.2), so the server sees a different client address: limits per client address are
 * tested without a proxy header the server would not trust.
 */
export function fetchFromAddress(localAddress: string): typeof fetch {
  // A pool, not one connection per request: hundreds of simultaneous connects would overflow
  // the listen backlog and test the kernel's SYN retries rather than the server.
  const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === "string" ? init.body : undefined;
    return new Promise<Response>((resolve, reject) => {
      const req = request(
        {
          hostname: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: init?.method ?? "GET",
          headers,
          localAddress,
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const one of Array.isArray(value) ? value : [value ?? ""]) responseHeaders.append(name, one);
            }
            resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers: responseHeaders }));
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  };
}
