import { z } from "zod";

/** A JSON object from the document, read further with the checked accessors below. */
export type JsonObject = Record<string, unknown>;

const jsonObject = z.record(z.string(), z.unknown());

const parameterSchema = z.looseObject({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: jsonObject,
});

const mediaTypeSchema = z.looseObject({
  schema: jsonObject.optional(),
  examples: z.record(z.string(), z.looseObject({ summary: z.string().optional(), value: z.unknown() })).optional(),
});

const responseSchema = z.looseObject({
  description: z.string(),
  headers: jsonObject.optional(),
  content: z.record(z.string(), mediaTypeSchema).optional(),
});

const operationSchema = z.looseObject({
  operationId: z.string().optional(),
  parameters: z.array(parameterSchema).optional(),
  requestBody: z.looseObject({ content: z.record(z.string(), mediaTypeSchema) }).optional(),
  responses: z.record(z.string(), responseSchema),
  security: z.unknown(),
});

/** The parts of the OpenAPI document that tests read; every other key is kept as it is. */
const documentSchema = z.looseObject({
  info: z.looseObject({ description: z.string(), license: z.unknown() }),
  servers: z.unknown(),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
  webhooks: z.record(z.string(), z.looseObject({ post: operationSchema })),
  components: z.looseObject({ schemas: z.record(z.string(), jsonObject), securitySchemes: z.record(z.string(), jsonObject) }),
});

export type OpenApiDocument = z.infer<typeof documentSchema>;
export type OpenApiOperation = z.infer<typeof operationSchema>;
export type OpenApiResponse = z.infer<typeof responseSchema>;
export type OpenApiParameter = z.infer<typeof parameterSchema>;

/** The document checked to have the shape the tests read, so a missing part fails with its path. */
export function openApiDocumentOf(document: unknown): OpenApiDocument {
  return documentSchema.parse(document);
}

/** The value at keys under value; throws naming the path when a step is missing. */
export function at(value: unknown, ...keys: (string | number)[]): unknown {
  let node = value;
  keys.forEach((key, index) => {
    if (node === null || typeof node !== "object" || !(key in node)) {
      throw new Error(`nothing at ${keys.slice(0, index + 1).join(".")}`);
    }
    node = (node as Record<string | number, unknown>)[key];
  });
  return node;
}

/** The object at keys under value; throws when it is missing or not a plain object. */
export function objectAt(value: unknown, ...keys: (string | number)[]): JsonObject {
  const node = at(value, ...keys);
  if (node === null || typeof node !== "object" || Array.isArray(node)) throw new Error(`no object at ${keys.join(".")}`);
  return node as JsonObject;
}

/** The array at keys under value; throws when it is missing or not an array. */
export function arrayAt(value: unknown, ...keys: (string | number)[]): unknown[] {
  const node = at(value, ...keys);
  if (!Array.isArray(node)) throw new Error(`no array at ${keys.join(".")}`);
  return node as unknown[];
}

/** The string at keys under value; throws when it is missing or not a string. */
export function stringAt(value: unknown, ...keys: (string | number)[]): string {
  const node = at(value, ...keys);
  if (typeof node !== "string") throw new Error(`no string at ${keys.join(".")}`);
  return node;
}

/** The array of strings at keys under value; throws when it is missing or holds a non-string. */
export function stringsAt(value: unknown, ...keys: (string | number)[]): string[] {
  return arrayAt(value, ...keys).map((_, index) => stringAt(value, ...keys, index));
}
