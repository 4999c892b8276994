import { z } from "zod";

/** The part of an OpenAPI document's operations that tests read: ids and documented responses. */
const operationsSchema = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        operationId: z.string(),
        responses: z.record(z.string(), z.object({ description: z.string().optional() })),
      }),
    ),
  ),
});

export type OpenApiOperations = z.infer<typeof operationsSchema>;

/** The document's paths and operations, checked to have that shape (extra keys are dropped). */
export function openApiOperationsOf(document: unknown): OpenApiOperations {
  return operationsSchema.parse(document);
}
