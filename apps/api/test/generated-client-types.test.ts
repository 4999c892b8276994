import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support/test-api.js";

/**
 * Type tests compiled against the types openapi-typescript generates from the served document.
 * Each `@ts-expect-error` line is a body the server refuses: if the document stops typing it as
 * wrong (the body turns into `unknown` or a loose object), the directive is unused and the
 * compile fails.
 */
const TYPE_TESTS = `
import type { components, paths } from "./api-types.js";

type CreateBody = NonNullable<paths["/api/external/v1/bookings"]["post"]["requestBody"]>["content"]["application/json"];
type Created = paths["/api/external/v1/bookings"]["post"]["responses"][201]["content"]["application/json"];
type Unauthorized = paths["/api/external/v1/bookings"]["post"]["responses"][401]["content"]["application/json"];

const base = { customerName: "Ada Lovelace", partySize: 2, localDate: "2026-05-01", localTime: "19:30" } as const;

export const withEmail: CreateBody = { ...base, email: "ada@example.com" };
export const withPhone: CreateBody = { ...base, phone: "+44 20 7946 0000" };
export const withBoth: CreateBody = { ...base, email: "ada@example.com", phone: "+44 20 7946 0000", occasionType: "birthday" };

// @ts-expect-error neither email nor phone
export const noContact: CreateBody = { ...base };
// @ts-expect-error an unknown field (a typo of partySize)
export const unknownField: CreateBody = { ...base, email: "ada@example.com", partysize: 2 };
// @ts-expect-error partySize is a number, not text
export const partySizeAsText: CreateBody = { ...base, email: "ada@example.com", partySize: "2" };
// @ts-expect-error email is text
export const emailAsNumber: CreateBody = { ...base, email: 42 };
// @ts-expect-error occasionType is one of the listed occasions
export const unknownOccasion: CreateBody = { ...base, email: "ada@example.com", occasionType: "wedding" };
// @ts-expect-error customerName is required
export const noName: CreateBody = { partySize: 2, localDate: "2026-05-01", localTime: "19:30", email: "ada@example.com" };

export const partySize: number = ({} as Created).partySize;
export const booking: components["schemas"]["Booking"] = {} as Created;
// @ts-expect-error a 401 carries INVALID_API_KEY only
export const wrongCode: Unauthorized["code"] = "CAPACITY_EXCEEDED";
`;

let api: TestApi;
let directory: string;
beforeAll(async () => {
  api = await startTestApi();
  directory = await mkdtemp(join(tmpdir(), "generated-client-"));
});
afterAll(async () => {
  await api.close();
  await rm(directory, { recursive: true, force: true });
});

function compile(entry: string): string[] {
  const program = ts.createProgram([entry], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    exactOptionalPropertyTypes: true,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `line ${(diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? -1) + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`,
    );
}

describe("a client generated from the served document with openapi-typescript", () => {
  it("types the create body, so each body the server refuses fails to compile", async () => {
    // openapi-typescript checks the document itself; a malformed one fails here.
    const document = (await api.call<OpenAPI3>("/api/external/v1/openapi.json")).body;
    await writeFile(join(directory, "api-types.ts"), astToString(await openapiTS(document)));
    const entry = join(directory, "type-tests.ts");
    await writeFile(entry, TYPE_TESTS);
    expect(compile(entry)).toEqual([]);
  }, 60_000);
});
