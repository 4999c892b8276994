import type { FieldError } from "@reservation-api/contract";

/** The parts of a Zod (or Standard Schema) issue this API reports. */
interface SchemaIssue {
  code?: string;
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  keys?: string[];
}

/**
 * Turns schema issues into the field-level `errors` of a VALIDATION_ERROR. `renamedFields` maps a
 * top-level field the body does not take to the one it takes instead, named in the message.
 */
export function fieldErrorsFromIssues(
  issues: readonly SchemaIssue[],
  renamedFields: Readonly<Record<string, string>> = {},
): FieldError[] {
  return issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys" && issue.keys) {
      const parent = fieldPath(issue.path);
      if (parent) return issue.keys.map((key) => ({ field: `${parent}.${key}`, message: UNKNOWN_FIELD }));
      return issue.keys.map((key) => ({ field: key, message: unknownFieldMessage(key, renamedFields) }));
    }
    return [{ field: fieldPath(issue.path) || "body", message: issue.message }];
  });
}

const UNKNOWN_FIELD = "Unknown field";

function unknownFieldMessage(key: string, renamedFields: Readonly<Record<string, string>>): string {
  // Own properties only: a body field named `constructor` must not find Object.prototype's.
  return Object.hasOwn(renamedFields, key) ? `${UNKNOWN_FIELD} ${key}: send it as ${renamedFields[key]}` : UNKNOWN_FIELD;
}

function fieldPath(path: SchemaIssue["path"]): string {
  return (path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".");
}

export function hasSchemaIssues(value: unknown): value is { issues: SchemaIssue[] } {
  return typeof value === "object" && value !== null && Array.isArray((value as { issues?: unknown }).issues);
}
