import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { createBookingBodySchema } from "@reservation-api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { ORDINARY_NAMES, REFUSED_CHARACTERS, present } from "@reservation-api/test-support";

/**
 * The create body's documented field schemas against the server's own validation (the contract
 * schema the REST handler parses with): a schema-driven client must refuse exactly what the
 * server refuses, or it either sends doomed requests or refuses good ones.
 */
let api: TestApi;
let fields: Record<string, object>;
let ajv: Ajv2020;
beforeAll(async () => {
  api = await startTestApi();
  const document = z
    .object({
      components: z.object({
        schemas: z.object({ CreateBookingWithEmail: z.object({ properties: z.record(z.string(), z.looseObject({})) }) }),
      }),
    })
    .parse((await api.call("/api/external/v1/openapi.json")).body);
  fields = document.components.schemas.CreateBookingWithEmail.properties;
  ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
});
afterAll(() => api.close());

const VALID_BODY = {
  customerName: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  partySize: 2,
  localDate: "2026-05-01",
  localTime: "19:30",
};

function serverAccepts(field: string, value: string): boolean {
  const result = createBookingBodySchema.safeParse({ ...VALID_BODY, [field]: value });
  return result.success || !result.error.issues.some((issue) => issue.path[0] === field);
}

function documentAccepts(field: string, value: string): boolean {
  return ajv.validate(present(fields[field]), value);
}

function disagreements(field: string, values: readonly string[]): { value: string; server: boolean; document: boolean }[] {
  return values
    .map((value) => ({ value, server: serverAccepts(field, value), document: documentAccepts(field, value) }))
    .filter(({ server, document }) => server !== document);
}

const textOf = (units: readonly string[], maxLength: number) => fc.string({ unit: fc.constantFrom(...units), maxLength });

const PHONES = [
  "+44 20 7946 0000",
  "(212) 555-0100",
  "212.555.0100",
  "+1 (212) 555-0100",
  " +442079460000 ",
  "1234567",
  "123456789012345",
  "1234567890123456",
  "(+44) 20 7946 0000",
  "44+2079460000",
  "+ 44 20 7946 0000",
  "++442079460000",
  "+44 20 7946 0000 ext 12",
  `${" ".repeat(60)}+44 20 7946 0000`,
  `+4 4${" ".repeat(40)}20 7946 0000`,
  "1-2-3-4-5-6-7-8-9-0-1-2-3-4-5-6-7-8-9-0-1",
  "\t0207946000\n",
  "\u00A00207946000",
  "02079460000\u0000",
];
const PHONE_UNITS = ["0", "1", "2", "7", "9", " ", "(", ")", "-", ".", "+", "\t", "\n", "\u00A0", "\uFEFF", "a", "/"];

const EMAILS = [
  "ada@example.com",
  "ADA@EXAMPLE.COM",
  "a+tag@ex-ample.co.uk",
  "a'b@example.com",
  "a_b@example.museum",
  "a@b-.com",
  "a@-b.com",
  "a@localhost",
  "a@[127.0.0.1]",
  '"a b"@example.com',
  "a..b@example.com",
  ".a@example.com",
  "a.@example.com",
  "a@b.c",
  "a@example.com ",
  " a@example.com",
  "a@example..com",
  "a!b@example.com",
  "ünï@example.com",
  "a@ëxample.com",
  `${"x".repeat(250)}@a.co`,
  `${"x".repeat(70)}@example.com`,
  `a@${"b".repeat(70)}.com`,
];
const EMAIL_UNITS = ["a", "Z", "0", ".", "-", "_", "+", "'", "@", "!", "#", " ", "é", '"'];

const TEXT_UNITS = [
  "a",
  "é",
  " ",
  "\t",
  "\n",
  "\r",
  "\u000B",
  "\u0000",
  "\u007F",
  "\u00A0",
  "\uFEFF",
  "\u200C",
  "\u200D",
  "\u202E",
  "\u00AD",
  "👨",
  "🏴",
  "\u{E0067}",
  "\u{E0062}",
  "\u{E007F}",
  "\ud800",
  "\udc00",
  "ی",
];
const TEXTS = [
  ...ORDINARY_NAMES.map(([, name]) => name),
  ...REFUSED_CHARACTERS.flatMap((character) => [`Bob ${character}gnp.exe`, `Bob${character} x`, `${character}Bob`]),
  "  Ada  ",
  "\tAda\n",
  "\uFEFFAda\uFEFF",
  "A",
  " A ",
  "Ada\u000BLovelace",
  "Ada\nLovelace",
  "x".repeat(100),
  "x".repeat(101),
  ` ${"x".repeat(100)}\t `,
  "\ud800\ud800",
];

describe("the create body's documented field schemas", () => {
  it("accept the phone numbers the server accepts, and only those", () => {
    expect(disagreements("phone", PHONES)).toEqual([]);
    fc.assert(
      fc.property(textOf(PHONE_UNITS, 45), (phone) => serverAccepts("phone", phone) === documentAccepts("phone", phone)),
      { numRuns: 3000 },
    );
  });

  it("accept the email addresses the server accepts, and only those", () => {
    expect(disagreements("email", EMAILS)).toEqual([]);
    fc.assert(
      fc.property(textOf(EMAIL_UNITS, 30), (email) => serverAccepts("email", email) === documentAccepts("email", email)),
      { numRuns: 3000 },
    );
  });

  it.each(["customerName", "notes", "occasionNote"])("accept the text the server accepts in %s, and only that", (field) => {
    expect(disagreements(field, TEXTS)).toEqual([]);
    fc.assert(
      fc.property(textOf(TEXT_UNITS, 12), (text) => serverAccepts(field, text) === documentAccepts(field, text)),
      { numRuns: 3000 },
    );
  });
});
