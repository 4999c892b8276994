import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import { CSRF_HEADER, DASHBOARD_TRPC_PATH, SESSION_COOKIE_NAME } from "@reservation-api/contract/dashboard";
import { OPERATOR, issueInvitation, issuePasswordReset, type DashboardRouter } from "@reservation-api/server";
import { z } from "zod";
import { fetchFromAddress } from "./fetch-from-address.js";
import type { TestApi } from "./test-api.js";

/** What a browser would keep: the cookies the server set, and the last raw response seen. */
export interface BrowserState {
  cookies: Map<string, string>;
  lastResponse: Response | undefined;
  /** Raw Set-Cookie header values, newest last. */
  setCookies: string[];
}

export interface DashboardClient {
  trpc: ReturnType<typeof createTRPCClient<DashboardRouter>>;
  state: BrowserState;
  /** The session cookie's value, if the browser holds one. */
  sessionToken(): string | undefined;
}

export interface DashboardClientOptions {
  /** Sent as Origin; defaults to the API's own origin. */
  origin?: string | null;
  /** Send the anti-CSRF header (default true). */
  csrfHeader?: boolean;
  /** Start with these cookies (e.g. another browser's session). */
  cookies?: Map<string, string>;
  /** Connect from this loopback address (127.0.0.2, ...): another client address for the server. */
  fromAddress?: string;
}

/**
 * The dashboard's typed tRPC client over real HTTP, with a cookie jar, as the web app uses it
 * (one call per request here, so each answer's status and headers can be checked).
 */
export function dashboardClient(api: { url: string }, options: DashboardClientOptions = {}): DashboardClient {
  const state: BrowserState = { cookies: new Map(options.cookies), lastResponse: undefined, setCookies: [] };
  const origin = options.origin === undefined ? new URL(api.url).origin : options.origin;
  const send = options.fromAddress === undefined ? fetch : fetchFromAddress(options.fromAddress);
  const trpc = createTRPCClient<DashboardRouter>({
    links: [
      httpLink({
        url: `${api.url}${DASHBOARD_TRPC_PATH}`,
        headers: () => ({
          ...(options.csrfHeader === false ? {} : { [CSRF_HEADER]: "1" }),
          ...(origin === null ? {} : { Origin: origin }),
          ...(state.cookies.size === 0
            ? {}
            : { Cookie: [...state.cookies].map(([name, value]) => `${name}=${value}`).join("; ") }),
        }),
        fetch: async (url, init) => {
          const response = await send(String(url), init as RequestInit);
          state.lastResponse = response;
          for (const cookie of response.headers.getSetCookie()) keepCookie(state, cookie);
          return response;
        },
      }),
    ],
  });
  return { trpc, state, sessionToken: () => state.cookies.get(SESSION_COOKIE_NAME) };
}

function keepCookie(state: BrowserState, header: string): void {
  state.setCookies.push(header);
  const [pair = ""] = header.split(";");
  const separator = pair.indexOf("=");
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  if (value === "" || /max-age=0/i.test(header)) state.cookies.delete(name);
  else state.cookies.set(name, value);
}

/** The tRPC error a call failed with (fails the test if it succeeded). */
export async function rejectionOf(call: Promise<unknown>): Promise<TRPCClientError<DashboardRouter>> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return error as TRPCClientError<DashboardRouter>;
    throw error;
  }
  throw new Error("Expected the call to be refused, but it succeeded");
}

/** The HTTP status a call was answered with: 200 for a success, the tRPC error's status otherwise. */
export async function httpStatusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const status = (error as TRPCClientError<DashboardRouter>).data?.httpStatus;
    if (status === undefined) throw new Error(`The tRPC error carries no HTTP status: ${error.message}`);
    return status;
  }
}

const trpcErrorBodySchema = z.object({ error: z.object({ data: z.object({ code: z.string() }) }) });

/** The tRPC error code of a raw tRPC error response body (`error.data.code`), checked to be there. */
export const trpcErrorCodeOfBody = (body: unknown): string => trpcErrorBodySchema.parse(body).error.data.code;

export const TEST_PASSWORD = "correct horse battery";

/** Issues an invitation as the operator would; returns the one-time link's token. */
export async function inviteToken(api: TestApi, merchantId: string, email: string, role: "admin" | "viewer"): Promise<string> {
  const issued = await issueInvitation(api.deps, api.dashboardSettings, { merchantId, email, role }, OPERATOR);
  return new URL(issued.link).searchParams.get("token") ?? "";
}

/** Issues a password-reset link as the operator would (`pnpm admin user reset-password`); returns its token. */
export async function resetToken(api: TestApi, member: { merchantId: string; userId: string }): Promise<string> {
  const issued = await issuePasswordReset(api.deps, api.dashboardSettings, member, OPERATOR);
  return new URL(issued.link).searchParams.get("token") ?? "";
}

/** A dashboard member of the merchant, invited by the operator and signed in through the real endpoint. */
export async function signedInMember(
  api: TestApi,
  merchantId: string,
  options: { role?: "admin" | "viewer"; email?: string; password?: string } = {},
): Promise<DashboardClient & { email: string; password: string; userId: string }> {
  const email = options.email ?? `user-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? TEST_PASSWORD;
  const token = await inviteToken(api, merchantId, email, options.role ?? "admin");
  const client = dashboardClient(api);
  const session = await client.trpc.auth.acceptInvitation.mutate({ token, displayName: `Name of ${email}`, password });
  return { ...client, email, password, userId: session.user.id };
}
