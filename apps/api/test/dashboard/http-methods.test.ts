import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcErrorCodeOfBody } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const QUERY = "/dashboard/trpc/apiAccess.overview";
const MUTATION = "/dashboard/trpc/apiAccess.rotateKey";
const QUERY_METHODS = "GET, HEAD, OPTIONS";
const MUTATION_METHODS = "POST, OPTIONS";

const call = (path: string, method: string) =>
  fetch(`${api.url}${path}`, {
    method,
    headers: method === "GET" || method === "HEAD" ? {} : { "Content-Type": "application/json" },
    ...(method === "GET" || method === "HEAD" ? {} : { body: "{}" }),
  });

describe("the dashboard's tRPC endpoint and HTTP methods", () => {
  it.each([
    [QUERY, "POST", QUERY_METHODS],
    [QUERY, "DELETE", QUERY_METHODS],
    [QUERY, "PUT", QUERY_METHODS],
    [MUTATION, "GET", MUTATION_METHODS],
    [MUTATION, "HEAD", MUTATION_METHODS],
    [MUTATION, "PATCH", MUTATION_METHODS],
  ])("answers %s called with %s 405 METHOD_NOT_SUPPORTED with Allow: %s", async (path, method, allow) => {
    const response = await call(path, method);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    if (method !== "HEAD") expect(trpcErrorCodeOfBody(await response.json())).toBe("METHOD_NOT_SUPPORTED");
  });

  it.each([
    [QUERY, QUERY_METHODS],
    [MUTATION, MUTATION_METHODS],
  ])("answers OPTIONS on %s with 204, Allow: %s and no CORS", async (path, allow) => {
    const response = await fetch(`${api.url}${path}`, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe(allow);
    expect([...response.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
  });

  it("answers HEAD on a query as its GET (here 401 without a session), without a body", async () => {
    const get = await call(QUERY, "GET");
    const head = await call(QUERY, "HEAD");
    expect(get.status).toBe(401);
    expect(head.status).toBe(get.status);
    for (const name of ["content-type", "cache-control"]) expect(head.headers.get(name), name).toBe(get.headers.get(name));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("answers an unknown procedure 404 whatever the method", async () => {
    for (const method of ["GET", "POST", "OPTIONS", "DELETE"]) {
      expect((await call("/dashboard/trpc/apiAccess.nope", method)).status, method).toBe(404);
    }
  });
});
