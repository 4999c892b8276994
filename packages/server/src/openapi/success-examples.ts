import type {
  AvailabilityResult,
  Booking,
  BookingWithoutLocalTime,
  CreateBookingInput,
  ListBookingsResult,
  UpdateBookingBody,
} from "@reservation-api/contract";
import type { OperationId } from "./operation-ids.js";

type NamedExamples = Record<string, { summary: string; value: unknown }>;

/** A booking as the API returns it: an evening table for two in London, made through the API. */
const BOOKING: Booking = {
  id: "0b6f7c1e-4f3a-4c8e-9a51-2d7e8f90a1b2",
  bookingRef: "K7QX2M9D",
  customerName: "Ada Lovelace",
  phone: null,
  email: "ada@example.com",
  partySize: 2,
  bookingTimeUtc: "2026-05-01T18:30:00.000Z",
  status: "pending",
  source: "api",
  occasionType: "birthday",
  occasionNote: "Her 30th",
  specialNotes: "Window table, please",
  createdAt: "2026-04-20T09:12:44.318Z",
  localDate: "2026-05-01",
  localTime: "19:30",
};

const SECOND_BOOKING: Booking = {
  ...BOOKING,
  id: "7d2c4b1a-9e8f-4a6b-8c5d-3e2f1a0b9c8d",
  bookingRef: "R4TW8N2P",
  customerName: "Grace Hopper",
  phone: "+12125550100",
  email: null,
  partySize: 4,
  bookingTimeUtc: "2026-05-01T19:00:00.000Z",
  status: "checked-in",
  source: "dashboard",
  occasionType: null,
  occasionNote: null,
  specialNotes: null,
  createdAt: "2026-04-18T16:03:10.052Z",
  localTime: "20:00",
};

const WITH_EMAIL: CreateBookingInput = {
  customerName: "Ada Lovelace",
  email: "ada@example.com",
  partySize: 2,
  localDate: "2026-05-01",
  localTime: "19:30",
  notes: "Window table, please",
  occasionType: "birthday",
  occasionNote: "Her 30th",
};

const WITH_PHONE: CreateBookingInput = {
  customerName: "Grace Hopper",
  phone: "(212) 555-0100",
  partySize: 4,
  localDate: "2026-05-01",
  localTime: "20:00",
};

const AVAILABILITY: AvailabilityResult = {
  availableSlots: ["17:00", "17:15", "17:30", "19:45", "20:00", "20:15", "20:30"],
  fullSlots: ["18:00", "18:15", "18:30", "18:45", "19:00", "19:15", "19:30"],
  timezone: "Europe/London",
  minPartySize: 1,
  maxPartySize: 8,
};

const LIST: ListBookingsResult = {
  bookings: [BOOKING, SECOND_BOOKING],
  pagination: { nextCursor: "7d2c4b1a-9e8f-4a6b-8c5d-3e2f1a0b9c8d", hasMore: true, limit: 2, total: 9 },
};

const { localDate: _date, localTime: _time, ...CHECKED_IN } = { ...BOOKING, status: "checked-in" } as Booking;
const STATUS_RESULT: BookingWithoutLocalTime = CHECKED_IN;

const MOVED: Booking = { ...BOOKING, partySize: 4, bookingTimeUtc: "2026-05-01T19:30:00.000Z", localTime: "20:30" };

/** Named examples of each operation's request body (when it has one) and success response. */
export const SUCCESS_EXAMPLES: Record<OperationId, { request?: NamedExamples; response: NamedExamples }> = {
  getAvailability: { response: { evening: { summary: "A Friday evening for two", value: AVAILABILITY } } },
  listBookings: { response: { firstPage: { summary: "The first page of two, more to come", value: LIST } } },
  createBooking: {
    request: {
      withEmail: { summary: "Reached by email, with notes and an occasion", value: WITH_EMAIL },
      withPhone: { summary: "Reached by phone only (separators are dropped)", value: WITH_PHONE },
    },
    response: { created: { summary: "The booking as stored", value: BOOKING } },
  },
  getBooking: { response: { pending: { summary: "A pending booking, as create returned it", value: BOOKING } } },
  updateBooking: {
    request: {
      move: {
        summary: "Move to 20:30 with two more guests",
        value: { localTime: "20:30", partySize: 4 } satisfies UpdateBookingBody,
      },
      contact: {
        summary: "Add a phone and clear the notes",
        value: { phone: "+442079460000", notes: null } satisfies UpdateBookingBody,
      },
    },
    response: { moved: { summary: "The booking after the move", value: MOVED } },
  },
  updateBookingStatus: {
    request: { checkIn: { summary: "The guests arrived", value: { status: "checked-in" } } },
    response: { checkedIn: { summary: "The booking after check-in", value: STATUS_RESULT } },
  },
};
