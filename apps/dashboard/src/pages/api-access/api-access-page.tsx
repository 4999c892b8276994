import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import { queryKeys } from "../../query-client.js";
import { useSignedIn } from "../../session.js";
import { trpc } from "../../trpc.js";
import { AccountStateSection } from "./account-state-section.js";
import { ApiKeySection } from "./api-key-section.js";
import { MerchantIdSection } from "./merchant-id-section.js";
import { NewKeyPanel, type IssuedKey } from "./new-key-panel.js";
import { QuickStartSection } from "./quick-start-section.js";

/** Everything a developer needs to call the API: merchant id, account state, the key, a first call. */
export function ApiAccessPage() {
  const { user } = useSignedIn();
  const overview = useQuery({ queryKey: queryKeys.apiAccess, queryFn: () => trpc.apiAccess.overview.query() });
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  return (
    <>
      <h1>API access</h1>
      <p className="lead">Your merchant id and API key authenticate every call to the External Reservation API.</p>
      {overview.isPending && <LoadingState label="Loading your API access" />}
      {overview.isError && (
        <ErrorNotice title="API access could not be loaded" error={overview.error} onRetry={() => void overview.refetch()} />
      )}
      {overview.data !== undefined && (
        <>
          <MerchantIdSection merchantId={overview.data.merchantId} />
          {issued !== null && <NewKeyPanel issued={issued} onDismiss={() => setIssued(null)} />}
          <ApiKeySection
            activeKey={overview.data.activeKey}
            canManage={user.role === "admin"}
            onIssued={setIssued}
            onRevoked={() => setIssued(null)}
          />
          <AccountStateSection overview={overview.data} />
          <QuickStartSection merchantId={overview.data.merchantId} apiBaseUrl={overview.data.apiBaseUrl} />
        </>
      )}
    </>
  );
}
