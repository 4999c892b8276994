import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { trpcErrorCode } from "./trpc.js";

export const queryKeys = {
  session: ["auth", "session"],
  apiAccess: ["apiAccess", "overview"],
} as const;

/** Answers that another try cannot change. */
const FINAL_CODES = new Set(["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "BAD_REQUEST", "TOO_MANY_REQUESTS", "CONFLICT"]);

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A call refused for want of a session (it expired, or ended elsewhere) signs the page out:
    // the signed-in layout then sends the user to the sign-in page.
    queryCache: new QueryCache({ onError: (error) => forgetSessionIfRefused(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => forgetSessionIfRefused(client, error) }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && !FINAL_CODES.has(trpcErrorCode(error) ?? ""),
        refetchOnWindowFocus: true,
        staleTime: 10_000,
      },
    },
  });
  return client;
}

function forgetSessionIfRefused(client: QueryClient, error: unknown): void {
  if (trpcErrorCode(error) === "UNAUTHORIZED") client.setQueryData(queryKeys.session, null);
}
