import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocation, useSearch } from "wouter";
import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import { PAGE_PATHS } from "../../page-paths.js";
import { trpc } from "../../trpc.js";
import { RequestLogFilterForm } from "./request-log-filter-form.js";
import { filtersFromSearch, hasFilters, queryOfFilters, searchOfFilters } from "./request-log-filters.js";
import { RequestLogTable } from "./request-log-table.js";
import "./request-log.css";

/** The merchant's API requests, newest first, filtered by what the address says, one page at a time. */
export function RequestLogPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(search);
  const query = queryOfFilters(filters);
  const log = useInfiniteQuery({
    queryKey: ["requestLog", "list", query],
    queryFn: ({ pageParam }) => trpc.requestLog.list.query(pageParam === null ? query : { ...query, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="log-wide">
      <h1>Request log</h1>
      <p className="lead">
        Every call made with your API key, newest first: what the server received and what it answered. Open a request to see its
        bodies and a curl line that repeats it.
      </p>
      <RequestLogFilterForm
        key={search}
        filters={filters}
        onApply={(next) => navigate(`${PAGE_PATHS.requestLog}${searchOfFilters(next)}`)}
      />
      {log.isPending && <LoadingState label="Loading the request log" />}
      {log.isError && (
        <ErrorNotice title="The request log could not be loaded" error={log.error} onRetry={() => void log.refetch()} />
      )}
      {log.isSuccess && entries.length === 0 && (
        <p className="card" data-testid="request-log-empty">
          {hasFilters(filters)
            ? "No request matches these filters."
            : "No requests yet. Calls made with your API key appear here within a few seconds."}
        </p>
      )}
      {entries.length > 0 && (
        <section aria-labelledby="request-log-results">
          <h2 id="request-log-results" className="visually-hidden">
            Requests
          </h2>
          <RequestLogTable entries={entries} search={searchOfFilters(filters)} />
          <div className="actions">
            {log.hasNextPage ? (
              <button
                type="button"
                className="button secondary"
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {log.isFetchingNextPage ? "Loading…" : "Load older requests"}
              </button>
            ) : (
              <p className="muted">That is everything{hasFilters(filters) ? " that matches" : ""}.</p>
            )}
            <button type="button" className="button secondary" onClick={() => void log.refetch()}>
              Refresh
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
