import { checkDate, invalid } from "./http-kit.js";

export interface CreateBody {
  customerName: string;
  email?: string;
  phone?: string;
  partySize: number;
  localDate: string;
  localTime: string;
  notes?: string;
  occasionType?: string;
  occasionNote?: string;
}

const FIELDS = new Set([
  "customerName",
  "email",
  "phone",
  "partySize",
  "localDate",
  "localTime",
  "notes",
  "occasionType",
  "occasionNote",
]);
const OCCASIONS = new Set(["birthday", "anniversary", "business", "date", "celebration", "other"]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The create body checked by hand, field by field, as strictly as the API's schema. */
export function checkCreateBody(raw: Record<string, unknown>): CreateBody {
  for (const key of Object.keys(raw)) if (!FIELDS.has(key)) throw invalid(key, "Unknown field");
  const name = typeof raw.customerName === "string" ? raw.customerName.trim() : undefined;
  if (name === undefined || name.length < 2 || name.length > 100 || hasControlCharacter(name))
    throw invalid("customerName", "Must be 2-100 characters");
  if (raw.email !== undefined && (typeof raw.email !== "string" || raw.email.length > 254 || !EMAIL.test(raw.email)))
    throw invalid("email", "Expected a valid email address");
  if (raw.phone !== undefined && (typeof raw.phone !== "string" || !/^\+?[0-9]{8,15}$/.test(raw.phone)))
    throw invalid("phone", "Expected 8-15 digits");
  if (raw.email === undefined && raw.phone === undefined) throw invalid("email", "Provide email or phone (or both)");
  if (typeof raw.partySize !== "number" || !Number.isSafeInteger(raw.partySize) || raw.partySize < 1)
    throw invalid("partySize", "Expected an integer >= 1");
  const localDate = checkDate(raw.localDate, "localDate");
  if (typeof raw.localTime !== "string" || !/^([01]\d|2[0-3]):[0-5]\d$/.test(raw.localTime))
    throw invalid("localTime", "Expected HH:MM");
  const notes = optionalText(raw.notes, "notes");
  const occasionNote = optionalText(raw.occasionNote, "occasionNote");
  if (raw.occasionType !== undefined && (typeof raw.occasionType !== "string" || !OCCASIONS.has(raw.occasionType)))
    throw invalid("occasionType", "Unknown occasion");
  return {
    customerName: name,
    partySize: raw.partySize,
    localDate,
    localTime: raw.localTime,
    ...(raw.email === undefined ? {} : { email: raw.email }),
    ...(raw.phone === undefined ? {} : { phone: raw.phone }),
    ...(notes === undefined ? {} : { notes }),
    ...(raw.occasionType === undefined ? {} : { occasionType: raw.occasionType }),
    ...(occasionNote === undefined ? {} : { occasionNote }),
  };
}

/** A free-text field: absent, or a string of at most 1,000 characters. */
function optionalText(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.length > 1000) throw invalid(field, "Too long");
  return value;
}

/** Whether the text holds a C0 control character (U+0000 to U+001F) or DEL (U+007F). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}
