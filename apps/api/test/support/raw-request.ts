import { request } from "node:http";
import { gunzipSync } from "node:zlib";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Decompressed when the server sent gzip. */
  text: string;
}

/**
 * One request with the path sent exactly as given: fetch() would normalise `..` and `%2e%2e`
 * away before they reach the server, and a traversal test needs them to arrive.
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const text = (res.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
