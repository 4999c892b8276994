import { expect } from "vitest";

// vitest types its asymmetric matchers as `any`; these hand them on as `unknown`, which is what
// toEqual and toMatchObject take, so an expected object stays free of `any`.

/** Matches any string (expect.any(String)). */
export const anyString = (): unknown => expect.any(String);

/** Matches a string containing `part` (expect.stringContaining). */
export const stringContaining = (part: string): unknown => expect.stringContaining(part);

/** Matches any number (expect.any(Number)). */
export const anyNumber = (): unknown => expect.any(Number);

/** Matches a string the pattern matches (expect.stringMatching). */
export const stringMatching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

/** Matches an object holding at least these properties (expect.objectContaining). */
export const objectContaining = (properties: Record<string, unknown>): unknown => expect.objectContaining(properties);
