import { z } from "zod";

type JsonSchema = Record<string, unknown>;
type MetaOverride = (context: { jsonSchema: JsonSchema }) => void;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), honouring the `override` the
 * contract puts in a schema's metadata, as trpc-to-openapi's generator (zod-openapi) does: the
 * date pattern bounded to 1900-2999, the phone and stored-text patterns, real integer bounds.
 * Zod's own conversion ignores that metadata.
 */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    override: ({ zodSchema, jsonSchema: converted }) =>
      metaOverrideOf(zodSchema as unknown as z.ZodType)?.({ jsonSchema: converted }),
  });
  return jsonSchema;
}

/** The nearest override up the chain of `.meta()` copies (each copy keeps its parent). */
function metaOverrideOf(schema: z.ZodType): MetaOverride | undefined {
  for (let current: z.ZodType | undefined = schema; current; current = current._zod.parent as z.ZodType | undefined) {
    const override = z.globalRegistry.get(current)?.override;
    if (typeof override === "function") return override as MetaOverride;
  }
  return undefined;
}

/**
 * Zod documents a bare integer with the safe-integer bounds, ±(2^53 - 1); renderers then show
 * -9007199254740991 as the example. A bound that is not a real one is no bound at all.
 */
export function withoutSafeIntegerBounds(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(withoutSafeIntegerBounds);
  if (node === null || typeof node !== "object") return;
  const schema = node as JsonSchema;
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  Object.values(schema).forEach(withoutSafeIntegerBounds);
}
