import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { PAGE_PATHS } from "../page-paths.js";
import { SignedInContext, useSessionQuery } from "../session.js";
import { ErrorNotice } from "./error-notice.js";
import { LoadingState } from "./loading-state.js";
import { MainNavigation } from "./main-navigation.js";
import { SiteHeader } from "./site-header.js";

/** The frame of every page that needs a session; without one it sends the visitor to sign in. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const session = useSessionQuery();
  const [location] = useLocation();
  const search = useSearch();
  if (session.isPending) return <LoadingState label="Checking your session" />;
  if (session.isError) {
    return (
      <main className="page narrow">
        <ErrorNotice
          title="The dashboard could not reach the server"
          error={session.error}
          onRetry={() => void session.refetch()}
        />
      </main>
    );
  }
  if (session.data === null) {
    const next = `${location}${search === "" ? "" : `?${search}`}`;
    return <Redirect to={`${PAGE_PATHS.signIn}?next=${encodeURIComponent(next)}`} replace />;
  }
  return (
    <SignedInContext.Provider value={session.data}>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <SiteHeader />
      <MainNavigation />
      <main id="content" className="page" tabIndex={-1}>
        {children}
      </main>
    </SignedInContext.Provider>
  );
}
