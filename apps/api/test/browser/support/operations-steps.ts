import type { Page } from "playwright-core";
import { createBooking, bookingBody } from "../../support/booking-requests.js";
import type { TestApi } from "../../support/test-api.js";

/** A day a week ahead where the test restaurant is (Europe/London): inside its booking window whatever today is. */
export function bookableDay(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 24 * 3_600_000).toISOString().slice(0, 10);
}

/** A booking made through the REST API, as an integrator would. */
export async function bookThroughApi(
  api: TestApi,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<{ id: string; bookingRef: string }> {
  const response = await createBooking(api, headers, bookingBody(body));
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string; bookingRef: string };
}

/** The status the REST list answers for one booking of that day. */
export async function restStatusOf(
  api: TestApi,
  headers: Record<string, string>,
  day: string,
  id: string,
): Promise<string | undefined> {
  const response = await api.call(`/api/external/v1/bookings?startDate=${day}&endDate=${day}`, { headers });
  const { bookings } = response.body as { bookings: { id: string; status: string }[] };
  return bookings.find((booking) => booking.id === id)?.status;
}

export async function openNavigation(page: Page, label: "Bookings" | "Team" | "Restaurant"): Promise<void> {
  await page.getByRole("navigation").getByRole("link", { name: label, exact: true }).click();
  await page.getByRole("heading", { level: 1, name: label }).waitFor();
}

/** Calls a dashboard procedure from inside the signed-in page, as a hand-made request would. */
export async function callProcedureFromPage(page: Page, path: string, input: unknown): Promise<{ status: number; body: string }> {
  return page.evaluate(
    async ({ path, input }) => {
      const response = await fetch(`/dashboard/trpc/${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Protection": "1" },
        body: JSON.stringify(input),
      });
      return { status: response.status, body: await response.text() };
    },
    { path, input },
  );
}

/** A team member's user id, as the team list answers it to the signed-in page. */
export async function memberIdOf(page: Page, email: string): Promise<string> {
  const team = (await page.evaluate(async (): Promise<unknown> => (await fetch("/dashboard/trpc/team.members")).json())) as {
    result: { data: { members: { id: string; email: string }[] } };
  };
  const member = team.result.data.members.find((item) => item.email === email);
  if (member === undefined) throw new Error(`No member ${email}`);
  return member.id;
}
