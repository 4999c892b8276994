import { z } from "zod";
import { occasionTypeSchema } from "./booking.js";
import { customerNameSchema, emailSchema, notesSchema, occasionNoteSchema, partySizeSchema } from "./booking-body-fields.js";
import { bookingIdentifierSchema } from "./booking-identifier.js";
import type { FieldError } from "./error-body.js";
import { phoneSchema } from "./phone.js";
import { localDateSchema, localTimeSchema } from "./primitives.js";
import { MULTI_LINE_TEXT_RULE } from "./stored-text.js";

/** The fields a change (PATCH) may carry, in the order they are documented. */
export const UPDATABLE_BOOKING_FIELDS = [
  "localDate",
  "localTime",
  "partySize",
  "customerName",
  "email",
  "phone",
  "notes",
  "occasionType",
  "occasionNote",
] as const;

/** The fields a change may set to `null` to clear them; the others always keep a value. */
export const CLEARABLE_BOOKING_FIELDS = ["email", "phone", "notes", "occasionType", "occasionNote"] as const;

export const UPDATE_NEEDS_A_FIELD_MESSAGE = `Send at least one of ${UPDATABLE_BOOKING_FIELDS.join(", ")}`;
export const STATUS_NOT_UPDATABLE_MESSAGE =
  "The status is not changed here: use PATCH /api/external/v1/bookings/{bookingIdentifier}/status";
/** A booking keeps a way to reach the guest; answered on the field whose clearing would lose the last one. */
export const CONTACT_REQUIRED_MESSAGE = "A booking keeps an email or a phone: both cannot be cleared";

const CLEAR = "`null` clears it.";

const updateFields = {
  localDate: localDateSchema.optional(),
  localTime: localTimeSchema.optional().meta({
    description: "Restaurant-local time, HH:MM, minutes 00/15/30/45; must be one of the date's slots (see availability).",
    example: "21:00",
  }),
  partySize: partySizeSchema.optional(),
  customerName: customerNameSchema.optional(),
  email: emailSchema
    .nullable()
    .optional()
    .meta({ description: `At most 254 characters. ${CLEAR}` }),
  phone: phoneSchema.nullable().optional(),
  notes: notesSchema
    .nullable()
    .optional()
    .meta({
      description: `Free text for the restaurant; returned as \`specialNotes\`. ${MULTI_LINE_TEXT_RULE} ${CLEAR}`,
      example: "Window table, please",
    }),
  occasionType: occasionTypeSchema.nullable().optional().meta({ description: CLEAR, example: "birthday" }),
  occasionNote: occasionNoteSchema
    .nullable()
    .optional()
    .meta({ description: `${MULTI_LINE_TEXT_RULE} ${CLEAR}` }),
  // Named so that sending it says where the status is changed instead of a bare "Unknown field";
  // left out of the document, where `additionalProperties: false` already refuses it.
  status: z.never({ error: STATUS_NOT_UPDATABLE_MESSAGE }).optional(),
};

type UpdateFields = { [Field in keyof typeof updateFields]?: unknown };

/** The checks that need the whole body: something to change, and not both contacts cleared at once. */
function checkWholeBody(body: UpdateFields, context: z.RefinementCtx): void {
  if (UPDATABLE_BOOKING_FIELDS.every((field) => body[field] === undefined)) {
    context.addIssue({ code: "custom", path: [], message: UPDATE_NEEDS_A_FIELD_MESSAGE });
  }
  if (body.email === null && body.phone === null) {
    context.addIssue({ code: "custom", path: ["email"], message: CONTACT_REQUIRED_MESSAGE });
  }
}

const hideStatus = ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
  const properties = jsonSchema.properties as Record<string, unknown> | undefined;
  if (properties) delete properties.status;
};

const BODY_DESCRIPTION =
  "At least one field. Fields left out keep their value. The status is changed through its own path. Unknown fields are refused.";

/** The body of `PATCH /bookings/{bookingIdentifier}`: each field checked as create checks it. */
export const updateBookingBodySchema = z
  .strictObject(updateFields)
  .superRefine(checkWholeBody)
  .meta({ description: BODY_DESCRIPTION, override: hideStatus });

/** The same with the path parameter, as the tRPC procedure takes it (trpc-to-openapi merges the two). */
export const updateBookingInputSchema = z
  .strictObject({ bookingIdentifier: bookingIdentifierSchema, ...updateFields })
  .superRefine(checkWholeBody)
  .meta({ description: BODY_DESCRIPTION, override: hideStatus });

export type UpdateBookingBody = z.output<typeof updateBookingBodySchema>;
/** What a client sends (`status` is typed `undefined`: it is refused). */
export type UpdateBookingChanges = Omit<z.input<typeof updateBookingBodySchema>, "status">;
export type UpdateBookingInput = z.output<typeof updateBookingInputSchema>;

/** A booking's contact as stored and as a change would leave it. */
interface Contact {
  email: string | null;
  phone: string | null;
}

/**
 * Whether a change would leave the booking with neither email nor phone; only the stored booking
 * can tell (clearing the email of a booking that has no phone). The server answers the error
 * returned here as a VALIDATION_ERROR.
 *
 * @example
 * lostContactError({ email: "a@b.co", phone: null }, { email: null }) // { field: "email", message: CONTACT_REQUIRED_MESSAGE }
 * lostContactError({ email: "a@b.co", phone: null }, { email: null, phone: "+4420794600" }) // undefined
 */
export function lostContactError(
  stored: Contact,
  changes: { email?: string | null | undefined; phone?: string | null | undefined },
): FieldError | undefined {
  const email = changes.email === undefined ? stored.email : changes.email;
  const phone = changes.phone === undefined ? stored.phone : changes.phone;
  if (email !== null || phone !== null) return undefined;
  return { field: changes.email === null ? "email" : "phone", message: CONTACT_REQUIRED_MESSAGE };
}
