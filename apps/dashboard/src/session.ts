import { useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { queryKeys } from "./query-client.js";
import { trpc } from "./trpc.js";

export type Session = NonNullable<Awaited<ReturnType<typeof trpc.auth.session.query>>>;

/** Who is signed in; `null` when nobody is. */
export function useSessionQuery() {
  return useQuery({ queryKey: queryKeys.session, queryFn: () => trpc.auth.session.query() });
}

export const SignedInContext = createContext<Session | null>(null);

/** The signed-in user and merchant, for pages inside the signed-in layout. */
export function useSignedIn(): Session {
  const session = useContext(SignedInContext);
  if (session === null) throw new Error("useSignedIn is used outside the signed-in layout");
  return session;
}
