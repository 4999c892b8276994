import type { ApiRequest } from "@reservation-api/test-support";

export interface EndpointCall {
  name: string;
  path: string;
  request: ApiRequest;
}

/** One valid-looking call to each of the four endpoints, for tests that must cover them all. */
export function everyEndpoint(headers: Record<string, string>): EndpointCall[] {
  return [
    { name: "GET availability", path: "/api/external/v1/availability?date=2026-06-02&partySize=2", request: { headers } },
    {
      name: "GET bookings",
      path: "/api/external/v1/bookings?startDate=2026-06-01&endDate=2026-06-30",
      request: { headers },
    },
    {
      name: "POST bookings",
      path: "/api/external/v1/bookings",
      request: {
        method: "POST",
        headers: { ...headers, "Idempotency-Key": crypto.randomUUID() },
        body: {
          customerName: "Ann Example",
          email: "ann@example.com",
          partySize: 2,
          localDate: "2026-06-02",
          localTime: "19:00",
        },
      },
    },
    {
      name: "PATCH booking status",
      path: "/api/external/v1/bookings/ABCDEFGH/status",
      request: { method: "PATCH", headers, body: { status: "cancelled" } },
    },
  ];
}

/** The same four endpoints, each sent with input that fails validation. */
export function everyEndpointWithInvalidInput(headers: Record<string, string>): EndpointCall[] {
  return [
    { name: "GET availability", path: "/api/external/v1/availability?date=nope&partySize=-1", request: { headers } },
    { name: "GET bookings", path: "/api/external/v1/bookings?startDate=nope&limit=999", request: { headers } },
    {
      name: "POST bookings",
      path: "/api/external/v1/bookings",
      request: { method: "POST", headers: { ...headers, "Idempotency-Key": "not-a-uuid" }, rawBody: "{not json" },
    },
    {
      name: "PATCH booking status",
      path: "/api/external/v1/bookings/ABCDEFGH/status",
      request: { method: "PATCH", headers, body: { status: "finished" } },
    },
  ];
}
