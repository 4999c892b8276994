import type { HttpClient } from "../core/http-client.js";
import { assertLocalDate } from "../core/local-date.js";
import type { Availability, AvailabilityParams } from "../types.js";

export class AvailabilityResource {
  constructor(private readonly http: HttpClient) {}

  /**
   * Start times open (`availableSlots`) and full (`fullSlots`) for a party on a restaurant-local date.
   *
   * @example
   * const { availableSlots } = await client.availability.get({ date: "2026-05-01", partySize: 2 });
   */
  async get(params: AvailabilityParams): Promise<Availability> {
    assertLocalDate(params.date, "date");
    const { data } = await this.http.request<Availability>("get", "availability", {
      searchParams: { date: params.date, partySize: String(params.partySize) },
    });
    return data;
  }
}
