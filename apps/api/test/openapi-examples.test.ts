import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { ERROR_CODES, ERROR_HTTP_STATUS, errorBodySchema, type ErrorBody, type ErrorCode } from "@reservation-api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { anyString } from "./support/asymmetric-matchers.js";
import { errorBodyOf } from "./support/response-bodies.js";
import { startTestApi, type TestApi } from "./support/test-api.js";

const DOCUMENT_ID = "urn:reservation-api:openapi";

let api: TestApi;
let document: Record<string, unknown>;
let ajv: Ajv2020;
beforeAll(async () => {
  api = await startTestApi();
  document = z.record(z.string(), z.unknown()).parse((await api.call("/api/external/v1/openapi.json")).body);
  // The whole document as one schema resource, so every `#/components/schemas/...` resolves.
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
});

/** The value at `key` of a JSON node, undefined when the node is no object. */
const field = (node: unknown, key: string): unknown =>
  node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;

/** A JSON value checked against a schema and typed by it; the value itself is kept (its keys are compared). */
function checked<T>(value: unknown, schema: z.ZodType<T>): T {
  schema.parse(value);
  return value as T;
}

const errorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

/** The parts of an error response the tests read: its schema reference and named examples. */
const errorMediaSchema = z.object({
  schema: z.object({ $ref: z.string() }),
  examples: z.record(z.string(), z.object({ summary: z.unknown(), value: z.unknown() })),
});
const errorResponseSchema = z.object({ content: z.object({ "application/json": errorMediaSchema }) });
const operationsSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.object({ responses: z.record(z.string(), z.unknown()) }))),
});
const codeEnumSchema = z.object({ properties: z.object({ code: z.object({ enum: z.array(errorCodeSchema) }) }) });

/** The responses of an operation of the document. */
const responsesOf = (path: string, method: string): Record<string, unknown> =>
  operationsSchema.parse(document).paths[path]?.[method]?.responses ?? {};

/** The named examples of a response's JSON body. */
const examplesOf = (response: unknown) => errorResponseSchema.parse(response).content["application/json"].examples;
afterAll(() => api.close());

interface FoundExample {
  /** JSON pointer of the example in the document. */
  at: string;
  value: unknown;
  /** JSON pointer of the schema the example must satisfy. */
  schemaAt: string;
}

const pointer = (path: readonly string[]) => `/${path.map((key) => key.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;

/**
 * Every example in the document: `example`/`examples` of media types and parameters (checked
 * against their `schema`), and `example`/`examples` inside schemas (checked against that schema).
 */
function findExamples(node: unknown, path: string[] = []): FoundExample[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => findExamples(item, [...path, String(index)]));
  if (node === null || typeof node !== "object") return [];
  const object = node as Record<string, unknown>;
  const found: FoundExample[] = [];
  const schemaAt = pointer("schema" in object ? [...path, "schema"] : path);
  if ("example" in object) found.push({ at: pointer([...path, "example"]), value: object.example, schemaAt });
  if (Array.isArray(object.examples)) {
    object.examples.forEach((value: unknown, index: number) =>
      found.push({ at: pointer([...path, "examples", String(index)]), value, schemaAt }),
    );
  } else if (object.examples && typeof object.examples === "object") {
    for (const [name, example] of Object.entries(object.examples)) {
      found.push({ at: pointer([...path, "examples", name]), value: field(example, "value"), schemaAt });
    }
  }
  for (const [key, value] of Object.entries(object)) {
    if (key !== "example" && key !== "examples") found.push(...findExamples(value, [...path, key]));
  }
  return found;
}

function errorResponses(): { at: string; status: string; response: unknown }[] {
  return Object.entries(operationsSchema.parse(document).paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]) =>
      Object.entries(operation.responses)
        // 304 (not modified) has no body: only 4xx and 5xx carry the error body.
        .filter(([status]) => /^[45]/.test(status))
        .map(([status, response]) => ({ at: `${method.toUpperCase()} ${path} ${status}`, status, response })),
    ),
  );
}

const resolve = (ref: string): unknown =>
  ref
    .split("/")
    .slice(1)
    .reduce<unknown>((node, key) => field(node, key), document);

describe("the examples of the OpenAPI document", () => {
  it("each satisfy the schema they illustrate", () => {
    const examples = findExamples(document);
    expect(examples.length).toBeGreaterThan(80);
    const failures = examples.flatMap((example) => {
      const validate = ajv.getSchema(`${DOCUMENT_ID}#${encodeURI(example.schemaAt)}`);
      if (validate === undefined) return [`${example.at}: no schema at ${example.schemaAt}`];
      return validate(example.value) ? [] : [`${example.at}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(failures).toEqual([]);
  });

  it("give every error response one named example per code its status can carry, each with that code", () => {
    for (const { at, status, response } of errorResponses()) {
      const media = errorResponseSchema.parse(response).content["application/json"];
      const codes = codeEnumSchema.parse(resolve(media.schema.$ref)).properties.code.enum;
      expect(Object.keys(media.examples), at).toEqual(codes);
      for (const code of codes) {
        expect(field(media.examples[code]?.value, "code"), at).toBe(code);
        expect(String(ERROR_HTTP_STATUS[code]), at).toBe(status);
        expect(media.examples[code]?.summary, at).toEqual(anyString());
      }
    }
  });

  it("show the fields a client must read: errors, alternatives, the existing booking", () => {
    const create = responsesOf("/api/external/v1/bookings", "post");
    const example = (status: string, code: ErrorCode): ErrorBody =>
      checked(examplesOf(create[status])[code]?.value, errorBodySchema);
    expect(example("400", "VALIDATION_ERROR").errors).toContainEqual({ field: "partySize", message: anyString() });
    expect(example("400", "MISSING_IDEMPOTENCY_KEY").errors).toEqual([{ field: "Idempotency-Key", message: "Required" }]);
    for (const code of ["CAPACITY_EXCEEDED", "ADVANCE_TIME_REQUIRED", "RESTAURANT_UNAVAILABLE"] as const) {
      expect(example("400", code).alternatives?.length, code).toBeGreaterThan(0);
    }
    expect(example("409", "DUPLICATE_BOOKING").existingBooking).toEqual({ id: anyString(), bookingRef: anyString() });
    const booking = z
      .object({ examples: z.record(z.string(), z.unknown()) })
      .parse(field(field(create["201"], "content"), "application/json")).examples;
    expect(Object.keys(booking).length).toBeGreaterThan(0);
  });

  it("show the very body the server sends for the errors a client meets first", async () => {
    api.clock.set("2026-04-20T09:00:00.000Z");
    const merchant = await api.seedMerchant();
    const other = await api.seedMerchant();
    const exampleOf = (status: number, code: ErrorCode): ErrorBody =>
      checked(examplesOf(responsesOf("/api/external/v1/bookings", "post")[String(status)])[code]?.value, errorBodySchema);
    const create = (headers: Record<string, string>, body: unknown = {}) =>
      api.call("/api/external/v1/bookings", { method: "POST", headers, body });
    const key = () => ({ "Idempotency-Key": crypto.randomUUID() });
    const booking = {
      customerName: "Ada Lovelace",
      email: "ada@example.com",
      partySize: 2,
      localDate: "2026-05-01",
      localTime: "19:30",
    };

    const answers = [
      await create({ ...merchant.headers, Authorization: "Bearer rsv_live_unknown", ...key() }),
      await create({ ...merchant.headers, "X-Merchant-Id": other.merchantId, ...key() }),
      await create(merchant.headers),
      await create({ ...merchant.headers, ...key() }, { ...booking, partySize: 0 }),
    ];
    const sameKey = key();
    await create({ ...merchant.headers, ...sameKey }, booking);
    answers.push(await create({ ...merchant.headers, ...sameKey }, { ...booking, partySize: 3 }));
    answers.push(await create({ ...merchant.headers, ...key() }, booking));
    for (const answer of answers) {
      const body = errorBodyOf(answer);
      const example = exampleOf(answer.status, body.code);
      expect(Object.keys(body).sort(), body.code).toEqual(Object.keys(example).sort());
      if (body.code !== "VALIDATION_ERROR") expect(body.message, body.code).toBe(example.message);
    }
    expect(answers.map((answer) => errorBodyOf(answer).code)).toEqual([
      "INVALID_API_KEY",
      "MERCHANT_MISMATCH",
      "MISSING_IDEMPOTENCY_KEY",
      "VALIDATION_ERROR",
      "CONFLICT",
      "DUPLICATE_BOOKING",
    ]);
  });
});
