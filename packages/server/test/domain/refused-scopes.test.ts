import { describe, expect, it } from "vitest";
import { RefusedScopes } from "../../src/domain/refused-scopes.js";

const now = new Date("2026-06-01T12:00:00.000Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe("refused scopes", () => {
  it("refuses an attempt under a scope known to be full until then, in whole seconds", () => {
    const refused = new RefusedScopes(10);
    refused.remember(["address:a"], later(90.5), now);
    expect(refused.refusal(["account:x", "address:a"], now)).toEqual({ allowed: false, retryAfterSeconds: 91 });
    expect(refused.refusal(["account:x", "address:b"], now)).toBeUndefined();
    expect(refused.refusal(["address:a"], later(90.5))).toBeUndefined();
  });

  it("forgets expired scopes first, and everything rather than grow past its capacity", () => {
    const refused = new RefusedScopes(2);
    refused.remember(["old"], later(1), now);
    refused.remember(["a"], later(60), now);
    refused.remember(["b"], later(60), later(2));
    expect(refused.refusal(["a"], later(2))?.allowed).toBe(false);
    refused.remember(["c"], later(60), later(2));
    expect(refused.refusal(["a"], later(2))).toBeUndefined();
    expect(refused.refusal(["c"], later(2))?.allowed).toBe(false);
  });
});
