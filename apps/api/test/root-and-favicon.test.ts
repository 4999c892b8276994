import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support/test-api.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

describe("GET /", () => {
  it("sends a browser to the dashboard", async () => {
    const response = await fetch(`${api.url}/`, { headers: { Accept: BROWSER_ACCEPT }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard/");
    expect(response.headers.get("vary")).toBe("Accept");
  });

  it.each([
    ["curl's */*", "*/*"],
    ["application/json", "application/json"],
    ["JSON preferred over HTML", "application/json, text/html;q=0.5"],
    ["no Accept at all", undefined],
  ])(
    "answers %s with JSON linking the reference, the OpenAPI document, the dashboard and the health check",
    async (_label, accept) => {
      const response = await fetch(`${api.url}/`, {
        headers: accept === undefined ? {} : { Accept: accept },
        redirect: "manual",
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("vary")).toBe("Accept");
      expect(await response.json()).toEqual({
        name: "External Reservation API",
        links: {
          docs: "/docs/",
          openapi: "/api/external/v1/openapi.json",
          dashboard: "/dashboard/",
          healthz: "/healthz",
        },
      });
    },
  );

  it("links only to paths that answer", async () => {
    const { links } = (await (await fetch(`${api.url}/`)).json()) as { links: Record<string, string> };
    for (const path of [links.openapi, links.healthz]) expect((await fetch(`${api.url}${path}`)).status, path).toBe(200);
    // The pages answer 503 until the dashboard is built: what matters is that they are routes.
    for (const path of [links.docs, links.dashboard]) expect((await fetch(`${api.url}${path}`)).status, path).not.toBe(404);
  });
});

describe("/favicon.ico", () => {
  it("is an ICO image, cached for a day, that every page of the origin gets without a <link>", async () => {
    const response = await fetch(`${api.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/x-icon");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    // ICONDIR: reserved 0, type 1 (icon), then at least one image, each a PNG.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    const images = bytes.readUInt16LE(4);
    expect(images).toBeGreaterThan(0);
    for (let index = 0; index < images; index++) {
      const offset = bytes.readUInt32LE(6 + 16 * index + 12);
      expect(bytes.subarray(offset + 1, offset + 4).toString("latin1")).toBe("PNG");
    }
  });
});
