import { describe, expect, it } from "vitest";
import { queryParametersOf } from "../../src/transport/query-parameters.js";

describe("queryParametersOf", () => {
  it("keeps every value of a repeated name, in order, decoded", () => {
    expect({ ...queryParametersOf("/x?date=2026-06-01&status=a%2Cb&date=2026-06-02") }).toEqual({
      date: ["2026-06-01", "2026-06-02"],
      status: ["a,b"],
    });
  });

  it("takes names that Object.prototype also has as ordinary parameters", () => {
    const parameters = queryParametersOf("/x?valueOf=1&constructor=2&hasOwnProperty=3&toString=4");
    expect(Object.entries(parameters)).toContainEqual(["valueOf", ["1"]]);
    expect(Object.entries(parameters)).toContainEqual(["constructor", ["2"]]);
    expect(Object.keys(parameters)).toHaveLength(4);
  });

  it("drops __proto__ without touching any prototype", () => {
    const parameters = queryParametersOf("/x?__proto__=polluted&__proto__[admin]=1&a=1");
    expect(Object.getPrototypeOf(parameters)).toBeNull();
    expect(Object.keys(parameters)).toEqual(["__proto__[admin]", "a"]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("reads no query as no parameters, and tolerates broken percent-encoding", () => {
    expect(Object.keys(queryParametersOf("/x"))).toEqual([]);
    expect(queryParametersOf("/x?a=%zz&b=%E0%A4%A").a).toEqual(["%zz"]);
  });
});
