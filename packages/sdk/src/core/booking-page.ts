import type { Booking, Pagination } from "../types.js";

/**
 * One page of bookings. Iterate it with `for await` to walk every booking from here to the last
 * page; each further page is fetched only when the loop reaches it.
 */
export class BookingPage implements AsyncIterable<Booking> {
  constructor(
    readonly bookings: Booking[],
    readonly pagination: Pagination,
    private readonly fetchAfter: (cursor: string) => Promise<BookingPage>,
  ) {}

  hasNextPage(): boolean {
    return this.pagination.hasMore && this.pagination.nextCursor !== null;
  }

  /** The following page, or null on the last one. */
  async nextPage(): Promise<BookingPage | null> {
    const cursor = this.pagination.nextCursor;
    return this.pagination.hasMore && cursor !== null ? this.fetchAfter(cursor) : null;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Booking> {
    yield* this.bookings;
    let page = await this.nextPage();
    while (page) {
      yield* page.bookings;
      page = await page.nextPage();
    }
  }
}
