import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebPageHandler } from "../src/http/web-pages/serve-web-pages.js";
import { rawRequest } from "./support/raw-request.js";

const SECRET = "secret-outside-the-web-root";
let folder: string;
let server: Server;
let baseUrl: string;

/** A real HTTP server around the web-page handler, over a built folder written by the test. */
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "web-pages-"));
  writeFileSync(join(folder, "secret.txt"), SECRET);
  const root = join(folder, "web");
  mkdirSync(join(root, "dashboard/assets"), { recursive: true });
  mkdirSync(join(root, "docs"), { recursive: true });
  writeFileSync(join(root, "dashboard/index.html"), "<!doctype html><title>app shell</title>");
  writeFileSync(join(root, "dashboard/assets/index-Ab12Cd.js"), `console.log(${JSON.stringify("x".repeat(2000))});`);
  writeFileSync(join(root, "dashboard/assets/index-Ef34Gh.css"), "body{margin:0}");
  writeFileSync(join(root, "docs/index.html"), "<!doctype html><title>reference</title>");
  writeFileSync(join(root, "docs/start-reference.js"), "void 0;");
  const handle = createWebPageHandler({ root, excludedPrefixes: ["/dashboard/trpc"] });
  server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (handle(req, res, path) === undefined) res.writeHead(404, { "Content-Type": "text/plain" }).end("left to other routes");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

describe("dashboard pages", () => {
  it("serves the app shell at /dashboard/ with a strict Content-Security-Policy and the other protective headers", async () => {
    const response = await rawRequest(baseUrl, "/dashboard/");
    expect(response.status).toBe(200);
    expect(response.text).toContain("app shell");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const csp = String(response.headers["content-security-policy"]);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("same-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("redirects /dashboard to /dashboard/, keeping the query", async () => {
    const response = await rawRequest(baseUrl, "/dashboard?next=x");
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe("/dashboard/?next=x");
  });

  it("answers page routes of the app with the app shell, so a reload or a shared link opens the page", async () => {
    for (const path of ["/dashboard/api-access", "/dashboard/accept-invite?token=abc", "/dashboard/some/deeper/page"]) {
      const response = await rawRequest(baseUrl, path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).toContain("app shell");
    }
  });

  it("caches hashed assets for a year with their own content types", async () => {
    const script = await rawRequest(baseUrl, "/dashboard/assets/index-Ab12Cd.js");
    expect(script.status).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const style = await rawRequest(baseUrl, "/dashboard/assets/index-Ef34Gh.css");
    expect(style.headers["content-type"]).toBe("text/css; charset=utf-8");
  });

  it("answers anything missing under /dashboard/assets/ with 404, dotted or not, never the app shell cached for a year", async () => {
    for (const path of ["/dashboard/assets/nonexistent", "/dashboard/assets/nodot", "/dashboard/assets/deeper/nodot"]) {
      const response = await rawRequest(baseUrl, path);
      expect(response.status, path).toBe(404);
      expect(response.text, path).not.toContain("app shell");
      expect(String(response.headers["cache-control"]), path).not.toMatch(/immutable|max-age/);
    }
  });

  it("answers a missing file with 404, not with the app shell", async () => {
    const response = await rawRequest(baseUrl, "/dashboard/assets/index-gone.js");
    expect(response.status).toBe(404);
    expect(response.text).not.toContain("app shell");
  });

  it("never serves a file outside the built folder, however the path is written", async () => {
    const attempts = [
      "/dashboard/../secret.txt",
      "/dashboard/../../secret.txt",
      "/dashboard/%2e%2e/secret.txt",
      "/dashboard/%2e%2e/%2e%2e/secret.txt",
      "/dashboard/assets/..%2f..%2f..%2fsecret.txt",
      "/dashboard/..%5c..%5csecret.txt",
      "/docs/../secret.txt",
      "/docs/%2e%2e/%2e%2e/secret.txt",
      "/dashboard/%00",
      "/dashboard/%E0%A4%A",
    ];
    for (const path of attempts) {
      const response = await rawRequest(baseUrl, path);
      expect(response.text, path).not.toContain(SECRET);
      expect([200, 404], path).toContain(response.status);
    }
  });

  it("sends gzip to clients that accept it and 304 to a matching If-None-Match", async () => {
    const compressed = await rawRequest(baseUrl, "/dashboard/assets/index-Ab12Cd.js", {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(Number(compressed.headers["content-length"])).toBeLessThan(500);
    expect(compressed.text).toContain("console.log");
    const revalidated = await rawRequest(baseUrl, "/dashboard/", {
      headers: { "If-None-Match": String(compressed.headers.etag) },
    });
    expect(revalidated.status).toBe(200);
    const etag = String((await rawRequest(baseUrl, "/dashboard/")).headers.etag);
    expect((await rawRequest(baseUrl, "/dashboard/", { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("answers HEAD without a body, OPTIONS with 204 and Allow, and refuses other methods with 405 and Allow", async () => {
    const head = await rawRequest(baseUrl, "/dashboard/api-access", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    for (const path of ["/dashboard/api-access", "/docs/"]) {
      const options = await rawRequest(baseUrl, path, { method: "OPTIONS", headers: { Origin: "https://evil.example" } });
      expect(options.status, path).toBe(204);
      expect(options.headers.allow, path).toBe("GET, HEAD, OPTIONS");
      expect(options.headers["access-control-allow-origin"], path).toBeUndefined();
      const post = await rawRequest(baseUrl, path, { method: "POST" });
      expect(post.status, path).toBe(405);
      expect(post.headers.allow, path).toBe("GET, HEAD, OPTIONS");
    }
  });

  it("leaves the dashboard's tRPC endpoint to its own route", async () => {
    for (const path of ["/dashboard/trpc", "/dashboard/trpc/auth.session"]) {
      const response = await rawRequest(baseUrl, path);
      expect(response.text, path).toBe("left to other routes");
    }
  });
});

describe("API reference pages", () => {
  it("serves /docs/ with its own policy: still no inline or foreign scripts", async () => {
    const response = await rawRequest(baseUrl, "/docs/");
    expect(response.status).toBe(200);
    expect(response.text).toContain("reference");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("redirects /docs to /docs/ and has no app-shell fallback", async () => {
    expect((await rawRequest(baseUrl, "/docs")).headers.location).toBe("/docs/");
    expect((await rawRequest(baseUrl, "/docs/operations")).status).toBe(404);
  });
});

describe("before the dashboard is built", () => {
  it("answers 503 saying how to build it, rather than a bare 404", async () => {
    const handle = createWebPageHandler({ root: undefined, excludedPrefixes: [] });
    const unbuilt = createServer((req, res) => void handle(req, res, (req.url ?? "/").split("?")[0] ?? "/"));
    await new Promise<void>((resolve) => unbuilt.listen(0, "127.0.0.1", resolve));
    try {
      const response = await rawRequest(`http://127.0.0.1:${(unbuilt.address() as AddressInfo).port}`, "/dashboard/api-access");
      expect(response.status).toBe(503);
      expect(response.text).toContain("build");
    } finally {
      await new Promise((resolve) => unbuilt.close(resolve));
    }
  });
});
