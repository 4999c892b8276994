import {
  CONTACT_REQUIRED_MESSAGE,
  NOTES_MAX_LENGTH,
  OCCASION_NOTE_MAX_LENGTH,
  OCCASION_TYPES,
  STATUS_NOT_UPDATABLE_MESSAGE,
  UPDATABLE_BOOKING_FIELDS,
  UPDATE_NEEDS_A_FIELD_MESSAGE,
} from "@reservation-api/contract";
import { checkDate, invalid } from "./http-kit.js";

/** A change as the body asked for it: a field left out is undefined, a field cleared is null. */
export interface UpdateBody {
  localDate?: string;
  localTime?: string;
  partySize?: number;
  customerName?: string;
  email?: string | null;
  phone?: string | null;
  notes?: string | null;
  occasionType?: string | null;
  occasionNote?: string | null;
}

const FIELDS = new Set<string>(UPDATABLE_BOOKING_FIELDS);
const OCCASIONS = new Set<string>(OCCASION_TYPES);
/** Control characters (C0, DEL, C1), which no single-line field may hold. */
const CONTROL = /\p{Cc}/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SEPARATORS = /[\s().-]/g;

/** The PATCH body checked by hand, field by field, with the contract's rules and messages. */
export function checkUpdateBody(raw: Record<string, unknown>): UpdateBody {
  for (const key of Object.keys(raw)) {
    if (key === "status") throw invalid("status", STATUS_NOT_UPDATABLE_MESSAGE);
    if (!FIELDS.has(key)) throw invalid(key, "Unknown field");
  }
  if (UPDATABLE_BOOKING_FIELDS.every((field) => raw[field] === undefined)) throw invalid("body", UPDATE_NEEDS_A_FIELD_MESSAGE);
  if (raw.email === null && raw.phone === null) throw invalid("email", CONTACT_REQUIRED_MESSAGE);
  const body: UpdateBody = {};
  if (raw.localDate !== undefined) body.localDate = checkDate(raw.localDate, "localDate");
  if (raw.localTime !== undefined) {
    if (typeof raw.localTime !== "string" || !/^([01]\d|2[0-3]):(00|15|30|45)$/.test(raw.localTime))
      throw invalid("localTime", "Expected HH:MM on a 15-minute step");
    body.localTime = raw.localTime;
  }
  if (raw.partySize !== undefined) {
    if (typeof raw.partySize !== "number" || !Number.isSafeInteger(raw.partySize) || raw.partySize < 1)
      throw invalid("partySize", "Expected an integer >= 1");
    body.partySize = raw.partySize;
  }
  if (raw.customerName !== undefined) {
    const name = typeof raw.customerName === "string" ? raw.customerName.trim() : "";
    if (name.length < 2 || name.length > 100 || CONTROL.test(name)) throw invalid("customerName", "Must be 2-100 characters");
    body.customerName = name;
  }
  if (raw.email !== undefined) {
    if (raw.email !== null && (typeof raw.email !== "string" || raw.email.length > 254 || !EMAIL.test(raw.email)))
      throw invalid("email", "Expected a valid email address");
    body.email = raw.email;
  }
  if (raw.phone !== undefined) body.phone = raw.phone === null ? null : checkPhone(raw.phone);
  if (raw.notes !== undefined) body.notes = clearableText(raw.notes, "notes", NOTES_MAX_LENGTH);
  if (raw.occasionNote !== undefined)
    body.occasionNote = clearableText(raw.occasionNote, "occasionNote", OCCASION_NOTE_MAX_LENGTH);
  if (raw.occasionType !== undefined) {
    if (raw.occasionType !== null && (typeof raw.occasionType !== "string" || !OCCASIONS.has(raw.occasionType)))
      throw invalid("occasionType", "Unknown occasion");
    body.occasionType = raw.occasionType;
  }
  return body;
}

/** The digits and an optional leading `+`, as the API stores a phone. */
function checkPhone(value: unknown): string {
  const phone = typeof value === "string" ? value.trim().replace(PHONE_SEPARATORS, "") : "";
  if (!/^\+?[0-9]{8,15}$/.test(phone)) throw invalid("phone", "Expected 8-15 digits with an optional leading +");
  return phone;
}

/** A free-text field that `null` clears. */
function clearableText(value: unknown, field: string, maxLength: number): string | null {
  if (value === null) return null;
  if (typeof value !== "string" || value.length > maxLength) throw invalid(field, "Too long");
  return value;
}
