import { useInfiniteQuery } from "@tanstack/react-query";
import type { ActivityPage as ActivityPageData } from "@reservation-api/contract/dashboard";
import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import { formatTime } from "../../format-time.js";
import { trpc } from "../../trpc.js";
import { describeActivity } from "./describe-activity.js";
import "./activity.css";
import { UserText } from "../../components/user-text.js";

type ActivityItem = ActivityPageData["items"][number];

/** Who did what and when in this merchant's account, newest first. */
export function ActivityPage() {
  const activity = useInfiniteQuery({
    queryKey: ["activity", "list"],
    queryFn: ({ pageParam }) => trpc.activity.list.query(pageParam === null ? {} : { cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const items = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <h1>Activity</h1>
      <p className="lead">
        Who changed what in your account, and when: keys, team members, sign-ins, booking statuses and webhooks. Changes the
        operator made for you appear as “operator”.
      </p>
      {activity.isPending && <LoadingState label="Loading the activity log" />}
      {activity.isError && (
        <ErrorNotice
          title="The activity log could not be loaded"
          error={activity.error}
          onRetry={() => void activity.refetch()}
        />
      )}
      {activity.isSuccess && items.length === 0 && <p className="card">Nothing has happened in this account yet.</p>}
      {items.length > 0 && (
        <>
          <ol className="activity-list" data-testid="activity-list">
            {items.map((item) => (
              <ActivityEntry key={item.id} item={item} />
            ))}
          </ol>
          {activity.hasNextPage && (
            <div className="actions">
              <button
                type="button"
                className="button secondary"
                disabled={activity.isFetchingNextPage}
                onClick={() => void activity.fetchNextPage()}
              >
                {activity.isFetchingNextPage ? "Loading…" : "Load older activity"}
              </button>
            </div>
          )}
        </>
      )}
    </>
  );
}

function ActivityEntry({ item }: { item: ActivityItem }) {
  return (
    <li className="activity-item" data-testid="activity-item" data-action={item.action}>
      <time dateTime={item.occurredAt}>{formatTime(item.occurredAt)}</time>
      <div>
        <strong data-testid="activity-actor">
          {item.actorKind === "operator" ? "operator" : <UserText>{item.actor}</UserText>}
        </strong>{" "}
        <span data-testid="activity-description">{describeActivity(item.action, item.details)}</span>
      </div>
    </li>
  );
}
