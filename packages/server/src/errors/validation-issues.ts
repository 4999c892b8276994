import type { FieldError } from "@reservation-api/contract";

/** The parts of a Zod (or Standard Schema) issue this API reports. */
interface SchemaIssue {
  code?: string;
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  keys?: string[];
}

/** Turns schema issues into the field-level `errors` of a VALIDATION_ERROR. */
export function fieldErrorsFromIssues(issues: readonly SchemaIssue[]): FieldError[] {
  return issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys" && issue.keys) {
      const parent = fieldPath(issue.path);
      return issue.keys.map((key) => ({ field: parent ? `${parent}.${key}` : key, message: "Unknown field" }));
    }
    return [{ field: fieldPath(issue.path) || "body", message: issue.message }];
  });
}

function fieldPath(path: SchemaIssue["path"]): string {
  return (path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".");
}

export function hasSchemaIssues(value: unknown): value is { issues: SchemaIssue[] } {
  return typeof value === "object" && value !== null && Array.isArray((value as { issues?: unknown }).issues);
}
