import { ERROR_HTTP_STATUS } from "@reservation-api/contract";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/env.js";
import { readMarkdown, tableUnder } from "./support/markdown-document.js";

/** Set by pnpm itself for the admin CLI, not something an operator configures. */
const UNDOCUMENTED_SETTINGS = new Set(["INIT_CWD"]);

describe("the documentation's tables match the code", () => {
  it("docs/api.md lists every error code with its HTTP status, and no other", () => {
    const rows = tableUnder(readMarkdown("docs/api.md"), "error-codes");
    const documented = Object.fromEntries(rows.map(([code = "", status = ""]) => [code, Number(status)]));
    expect(documented).toEqual(ERROR_HTTP_STATUS);
  });

  it("docs/operations.md lists every environment variable the server reads, and no other", () => {
    const optionalSet = { DATABASE_URL: "postgres://x", REDIS_URL: "redis://x", PUBLIC_BASE_URL: "https://x.example" };
    const settings = Object.keys(loadConfig(optionalSet, {})).filter((name) => !UNDOCUMENTED_SETTINGS.has(name));
    const documented = tableUnder(readMarkdown("docs/operations.md"), "configuration").map(([name = ""]) => name);
    expect([...documented].sort()).toEqual([...settings].sort());
  });
});
