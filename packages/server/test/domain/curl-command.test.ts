import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { buildCurlCommand, shellQuote } from "../../src/domain/curl-command.js";

/** The argv a POSIX shell makes of `text`, one NUL-terminated argument each. */
function shellWords(text: string, env: Record<string, string> = {}): string[] {
  const output = execFileSync("sh", ["-c", `set -- ${text}; for arg in "$@"; do printf '%s\\0' "$arg"; done`], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  return output.split("\0").slice(0, -1);
}

const HOSTILE = [`it's`, `"double" and 'single'`, "$(touch /tmp/pwned) `id` $HOME", "line one\nline two", "back\\slash", "", "'"];

describe("shellQuote", () => {
  it.each(HOSTILE)("keeps %j literal through a real shell", (value) => {
    expect(shellWords(shellQuote(value))).toEqual([value]);
  });
});

describe("buildCurlCommand", () => {
  const request = {
    baseUrl: "https://api.example.com",
    method: "POST",
    path: "/api/external/v1/bookings",
    query: null,
    headers: [
      ["X-Merchant-Id", "6f1c2a44-0000-4000-8000-000000000001"],
      ["Content-Type", "application/json"],
    ] as const,
    body: `{"customerName":"Ann O'Hara $(id)","notes":"a\nb"}`,
  };

  it("gives the shell exactly the method, URL, headers and body, with the key read from $API_KEY", () => {
    const command = buildCurlCommand(request);
    expect(command.startsWith("curl ")).toBe(true);
    expect(shellWords(command.slice("curl ".length), { API_KEY: "rsv_live_secret" })).toEqual([
      "-X",
      "POST",
      "https://api.example.com/api/external/v1/bookings",
      "-H",
      "Authorization: Bearer rsv_live_secret",
      "-H",
      "X-Merchant-Id: 6f1c2a44-0000-4000-8000-000000000001",
      "-H",
      "Content-Type: application/json",
      "--data-raw",
      request.body,
    ]);
  });

  it("leaves out -X and the body for a GET, and keeps the query string as sent", () => {
    const command = buildCurlCommand({
      ...request,
      method: "GET",
      query: "date=2026-06-02&partySize=2",
      body: null,
      headers: [],
    });
    expect(command).toBe(
      `curl 'https://api.example.com/api/external/v1/bookings?date=2026-06-02&partySize=2' -H "Authorization: Bearer $API_KEY"`,
    );
  });

  it("repeats a HEAD with --head, which expects no body, rather than -X HEAD, which waits for one", () => {
    const command = buildCurlCommand({ ...request, method: "HEAD", query: "date=2026-06-02", body: null, headers: [] });
    expect(command).toBe(
      `curl --head 'https://api.example.com/api/external/v1/bookings?date=2026-06-02' -H "Authorization: Bearer $API_KEY"`,
    );
  });

  it("never writes a key into the command", () => {
    expect(buildCurlCommand(request)).not.toMatch(/rsv_live_/);
  });
});
