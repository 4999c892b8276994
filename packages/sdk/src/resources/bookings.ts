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
  UpdateBookingParams,
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

/** One booking as the API holds it now, with its version. */
export interface BookingWithETag {
  booking: Booking;
  /**
   * The booking's version (a strong ETag, quotes included); it changes with every change, status
   * included. Pass it as `ifMatch` to `update` to change the booking only if nobody changed it
   * since. `undefined` only if something between you and the API dropped the header.
   */
  etag: string | undefined;
  requestId: string | undefined;
}

export interface UpdateBookingOptions {
  /**
   * The `etag` of the version you read: the change then applies only to that version, and a
   * booking changed since answers 412 PRECONDITION_FAILED with nothing changed. Such a change is
   * retried only on 429 (see the README's retries).
   */
  ifMatch?: string | undefined;
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
   * One booking, by id or bookingRef (any letter case), with its ETag.
   *
   * @example
   * const { booking, etag } = await client.bookings.get("K7QX2M9D");
   */
  async get(idOrRef: string): Promise<BookingWithETag> {
    return withETag(await this.http.request<Booking>("get", bookingPath(idOrRef)));
  }

  /**
   * Changes a pending booking's date, time, party size, contact or notes; answers the booking as
   * it is now. A change that changes nothing answers the booking unchanged.
   *
   * @example
   * const { booking, etag } = await client.bookings.get("K7QX2M9D");
   * await client.bookings.update(booking.bookingRef, { localTime: "21:00", partySize: 8 }, { ifMatch: etag });
   */
  async update(idOrRef: string, changes: UpdateBookingParams, options: UpdateBookingOptions = {}): Promise<BookingWithETag> {
    if (changes.localDate !== undefined) assertLocalDate(changes.localDate, "localDate");
    const ifMatch = options.ifMatch;
    return withETag(
      await this.http.request<Booking>("patch", bookingPath(idOrRef), {
        json: changes,
        ...(ifMatch === undefined ? {} : { headers: { [HEADER.ifMatch]: ifMatch }, conditional: true }),
      }),
    );
  }

  /**
   * Moves a booking, found by id or bookingRef, to another status.
   *
   * @example
   * await client.bookings.updateStatus("K7QX2M9D", "checked-in");
   */
  async updateStatus(idOrRef: string, status: BookingStatus): Promise<BookingStatusResult> {
    const { data } = await this.http.request<BookingStatusResult>("patch", `${bookingPath(idOrRef)}/status`, {
      json: { status },
    });
    return data;
  }
}

function bookingPath(idOrRef: string): string {
  return `bookings/${encodeURIComponent(idOrRef)}`;
}

function withETag({ data, response }: { data: Booking; response: Response }): BookingWithETag {
  return {
    booking: data,
    etag: response.headers.get(HEADER.etag) ?? undefined,
    requestId: response.headers.get(HEADER.requestId) ?? undefined,
  };
}

function listSearchParams(params: ListBookingsParams): Record<string, string> {
  const search: Record<string, string> = { startDate: params.startDate, endDate: params.endDate };
  if (params.status !== undefined) search.status = [params.status].flat().join(",");
  if (params.cursor !== undefined) search.cursor = params.cursor;
  if (params.limit !== undefined) search.limit = String(params.limit);
  return search;
}
