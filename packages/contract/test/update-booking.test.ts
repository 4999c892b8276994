import { describe, expect, it } from "vitest";
import {
  CONTACT_REQUIRED_MESSAGE,
  STATUS_NOT_UPDATABLE_MESSAGE,
  UPDATABLE_BOOKING_FIELDS,
  UPDATE_NEEDS_A_FIELD_MESSAGE,
  createBookingBodySchema,
  lostContactError,
  updateBookingBodySchema,
  updateBookingInputSchema,
} from "../src/index.js";

const issuesOf = (body: unknown) => {
  const result = updateBookingBodySchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code, message: issue.message }));
};

describe("the change (PATCH) body", () => {
  it("takes any one of its fields alone, normalised as create normalises it", () => {
    expect(updateBookingBodySchema.parse({ localTime: "21:00" })).toEqual({ localTime: "21:00" });
    expect(updateBookingBodySchema.parse({ phone: "+44 20 7946 0000" })).toEqual({ phone: "+442079460000" });
    expect(updateBookingBodySchema.parse({ customerName: "  Ada Byron  " })).toEqual({ customerName: "Ada Byron" });
    expect(updateBookingBodySchema.parse({ partySize: 8, localDate: "2026-05-02" })).toEqual({
      partySize: 8,
      localDate: "2026-05-02",
    });
  });

  it("refuses an empty body, naming the fields it takes", () => {
    expect(issuesOf({})).toEqual([{ path: "", code: "custom", message: UPDATE_NEEDS_A_FIELD_MESSAGE }]);
    for (const field of UPDATABLE_BOOKING_FIELDS) expect(UPDATE_NEEDS_A_FIELD_MESSAGE).toContain(field);
  });

  it("refuses unknown fields, and a status with the path that changes it", () => {
    expect(issuesOf({ partySize: 3, partysize: 4 })).toEqual([expect.objectContaining({ code: "unrecognized_keys", path: "" })]);
    expect(issuesOf({ status: "cancelled" })).toEqual([
      { path: "status", code: "invalid_type", message: STATUS_NOT_UPDATABLE_MESSAGE },
    ]);
    expect(issuesOf({ partySize: 3, status: "pending" })).toEqual([
      { path: "status", code: "invalid_type", message: STATUS_NOT_UPDATABLE_MESSAGE },
    ]);
    expect(STATUS_NOT_UPDATABLE_MESSAGE).toContain("/status");
  });

  it("lets the optional fields be cleared with null, and no other", () => {
    const cleared = { email: null, notes: null, occasionType: null, occasionNote: null };
    expect(updateBookingBodySchema.parse(cleared)).toEqual(cleared);
    expect(updateBookingBodySchema.parse({ phone: null })).toEqual({ phone: null });
    for (const field of ["localDate", "localTime", "partySize", "customerName"]) {
      expect(
        issuesOf({ [field]: null }).map((issue) => issue.path),
        field,
      ).toEqual([field]);
    }
  });

  it("refuses clearing email and phone together, whatever the booking holds", () => {
    expect(issuesOf({ email: null, phone: null })).toEqual([
      { path: "email", code: "custom", message: CONTACT_REQUIRED_MESSAGE },
    ]);
  });

  it("checks each field with create's rules", () => {
    const cases: [string, unknown][] = [
      ["localDate", "2026-02-30"],
      ["localTime", "19:10"],
      ["partySize", 0],
      ["partySize", 2.5],
      ["partySize", "2"],
      ["customerName", " A "],
      ["email", "not-an-email"],
      ["phone", "12"],
      ["notes", "x".repeat(1001)],
      ["occasionType", "wedding"],
      ["occasionNote", "x".repeat(201)],
      ["customerName", "Ada\u202E"],
    ];
    const create = {
      customerName: "Ada Lovelace",
      email: "ada@example.com",
      partySize: 2,
      localDate: "2026-05-01",
      localTime: "19:30",
    };
    for (const [field, value] of cases) {
      expect(
        issuesOf({ [field]: value }).map((issue) => issue.path),
        `${field}=${String(value)}`,
      ).toEqual([field]);
      expect(createBookingBodySchema.safeParse({ ...create, [field]: value }).success, `create ${field}`).toBe(false);
    }
  });

  it("takes the path parameter beside the fields, which alone is not a change", () => {
    expect(updateBookingInputSchema.parse({ bookingIdentifier: "K7QX2M9D", partySize: 4 })).toEqual({
      bookingIdentifier: "K7QX2M9D",
      partySize: 4,
    });
    const alone = updateBookingInputSchema.safeParse({ bookingIdentifier: "K7QX2M9D" });
    expect(alone.error?.issues.map((issue) => issue.message)).toEqual([UPDATE_NEEDS_A_FIELD_MESSAGE]);
    expect(updateBookingInputSchema.safeParse({ bookingIdentifier: "", partySize: 4 }).success).toBe(false);
  });
});

describe("lostContactError", () => {
  it("names the field whose clearing leaves the booking with no contact", () => {
    expect(lostContactError({ email: "a@b.co", phone: null }, { email: null })).toEqual({
      field: "email",
      message: CONTACT_REQUIRED_MESSAGE,
    });
    expect(lostContactError({ email: null, phone: "+442079460000" }, { phone: null, notes: null } as never)).toEqual({
      field: "phone",
      message: CONTACT_REQUIRED_MESSAGE,
    });
  });

  it("lets a contact go while the other stays or arrives", () => {
    expect(lostContactError({ email: "a@b.co", phone: "+442079460000" }, { email: null })).toBeUndefined();
    expect(lostContactError({ email: "a@b.co", phone: null }, { email: null, phone: "+442079460000" })).toBeUndefined();
    expect(lostContactError({ email: "a@b.co", phone: null }, { partySize: 3 } as never)).toBeUndefined();
  });
});
