import { HEADER } from "@reservation-api/contract/headers";
import { BookingPage } from "../core/booking-page.js";
import type { HttpClient } from "../core/http-client.js";
import { newIdempotencyKey } from "../core/idempotency-key.js";
import { assertLocalDate } from "../core/local-date.js";
import type {
  Booking,
  BookingStatus,
  BookingStatusResult,
  CreateBookingParams,
  ListBookingsParams,
  Pagination,
} from "../types.js";

export interface CreateBookingOptions {
  /**
   * Pass your own key (a UUID) to survive a restart of your process: store it with the pending
   * booking, and send the same key when you try again.
   */
  idempotencyKey?: string;
}

export interface CreateBookingResult {
  booking: Booking;
  /** The key this create used on every attempt. */
  idempotencyKey: string;
  /** True when the API answered with the stored result of an earlier attempt with the same key. */
  replayed: boolean;
  requestId: string | undefined;
}

export class BookingsResource {
  constructor(private readonly http: HttpClient) {}

  /**
   * Creates a booking exactly once, however many attempts the network needs: one Idempotency-Key
   * is made per call (or taken from `options`) and sent with every retry of it.
   *
   * @example
   * const { booking, replayed } = await client.bookings.create({
   *   customerName: "Ada Lovelace", email: "ada@example.com", partySize: 2,
   *   localDate: "2026-05-01", localTime: "19:30",
   * });
   */
  async create(params: CreateBookingParams, options: CreateBookingOptions = {}): Promise<CreateBookingResult> {
    assertLocalDate(params.localDate, "localDate");
    const idempotencyKey = options.idempotencyKey ?? newIdempotencyKey();
    const { data, response } = await this.http.request<Booking>("post", "bookings", {
      json: params,
      headers: { [HEADER.idempotencyKey]: idempotencyKey },
      idempotencyKey,
    });
    return {
      booking: data,
      idempotencyKey,
      replayed: response.headers.get(HEADER.idempotentReplayed) === "true",
      requestId: response.headers.get(HEADER.requestId) ?? undefined,
    };
  }

  /**
   * One page of bookings over a restaurant-local date range, ordered by time then id.
   *
   * @example
   * const page = await client.bookings.list({ startDate: "2026-05-01", endDate: "2026-05-31" });
   * for await (const booking of page) console.log(booking.bookingRef); // walks every page
   */
  async list(params: ListBookingsParams): Promise<BookingPage> {
    assertLocalDate(params.startDate, "startDate");
    assertLocalDate(params.endDate, "endDate");
    const { data } = await this.http.request<{ bookings: Booking[]; pagination: Pagination }>("get", "bookings", {
      searchParams: listSearchParams(params),
    });
    return new BookingPage(data.bookings, data.pagination, (cursor) => this.list({ ...params, cursor }));
  }

  /**
   * Every booking of the range, page after page; pass `cursor` to resume where an earlier walk stopped.
   *
   * @example
   * for await (const booking of client.bookings.listAll({ startDate: "2026-05-01", endDate: "2026-05-31" })) { ... }
   */
  async *listAll(params: ListBookingsParams): AsyncGenerator<Booking, void, undefined> {
    yield* await this.list(params);
  }

  /**
   * Moves a booking, found by id or bookingRef, to another status.
   *
   * @example
   * await client.bookings.updateStatus("K7QX2M9D", "checked-in");
   */
  async updateStatus(idOrRef: string, status: BookingStatus): Promise<BookingStatusResult> {
    const { data } = await this.http.request<BookingStatusResult>("patch", `bookings/${encodeURIComponent(idOrRef)}/status`, {
      json: { status },
    });
    return data;
  }
}

function listSearchParams(params: ListBookingsParams): Record<string, string> {
  const search: Record<string, string> = { startDate: params.startDate, endDate: params.endDate };
  if (params.status !== undefined) search.status = [params.status].flat().join(",");
  if (params.cursor !== undefined) search.cursor = params.cursor;
  if (params.limit !== undefined) search.limit = String(params.limit);
  return search;
}
