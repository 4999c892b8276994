import { CONTACT_FIELDS } from "@reservation-api/contract";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

const VARIANT_NAMES: Record<(typeof CONTACT_FIELDS)[number], string> = {
  email: "CreateBookingWithEmail",
  phone: "CreateBookingWithPhone",
};

/**
 * The create body as complete, closed object variants, one per contact field that makes it
 * valid: `anyOf` [with email, with phone]. Generators (openapi-typescript, openapi-generator)
 * turn that into a union of typed objects; a bare `anyOf: [{required: [...]}]` beside the
 * properties loses the object type in most of them. The server validates with the contract's
 * zod schema, which this only describes.
 */
export function createBodyVariants(body: JsonSchema): { schema: JsonSchema; components: Record<string, JsonSchema> } {
  const { description, properties, required = [] } = body;
  const components = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [
      VARIANT_NAMES[field],
      {
        title: VARIANT_NAMES[field],
        description: `A booking request that gives \`${field}\` (the other contact field may be given too).`,
        type: "object",
        properties: properties ?? {},
        required: [...required, field],
        additionalProperties: false,
      },
    ]),
  );
  const schema = {
    description,
    anyOf: CONTACT_FIELDS.map((field) => ({ $ref: `#/components/schemas/${VARIANT_NAMES[field]}` })),
  };
  return { schema, components };
}
