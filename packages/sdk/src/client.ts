import { resolveClientOptions, type ClientOptions } from "./core/client-options.js";
import { HttpClient } from "./core/http-client.js";
import { AvailabilityResource } from "./resources/availability.js";
import { BookingsResource } from "./resources/bookings.js";

/**
 * The External Reservation API client.
 *
 * @example
 * const client = new ReservationClient({ apiKey, merchantId, baseUrl: "https://api.example.com" });
 * const { availableSlots } = await client.availability.get({ date: "2026-05-01", partySize: 2 });
 */
export class ReservationClient {
  readonly availability: AvailabilityResource;
  readonly bookings: BookingsResource;

  constructor(options: ClientOptions) {
    const http = new HttpClient(resolveClientOptions(options));
    this.availability = new AvailabilityResource(http);
    this.bookings = new BookingsResource(http);
  }
}
