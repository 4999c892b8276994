import { Redirect, Route, Router, Switch } from "wouter";
import { DASHBOARD_BASE_PATH } from "@reservation-api/contract/dashboard";
import { SignedInLayout } from "./components/signed-in-layout.js";
import { AcceptInvitePage } from "./pages/accept-invite/accept-invite-page.js";
import { AccountPage } from "./pages/account/account-page.js";
import { ActivityPage } from "./pages/activity/activity-page.js";
import { ApiAccessPage } from "./pages/api-access/api-access-page.js";
import { BookingsPage } from "./pages/bookings/bookings-page.js";
import { NotFoundPage } from "./pages/not-found/not-found-page.js";
import { RequestEntryPage } from "./pages/request-log/request-entry-page.js";
import { RequestLogPage } from "./pages/request-log/request-log-page.js";
import { RestaurantPage } from "./pages/restaurant/restaurant-page.js";
import { SignInPage } from "./pages/sign-in/sign-in-page.js";
import { TeamPage } from "./pages/team/team-page.js";
import { DeliveryPage } from "./pages/webhooks/delivery-page.js";
import { EndpointPage } from "./pages/webhooks/endpoint-page.js";
import { WebhooksPage } from "./pages/webhooks/webhooks-page.js";
import { PAGE_PATHS } from "./page-paths.js";

/** Page routes under /dashboard/. Pages that need a session sit inside the signed-in layout. */
export function App() {
  return (
    <Router base={DASHBOARD_BASE_PATH}>
      <Switch>
        <Route path={PAGE_PATHS.signIn} component={SignInPage} />
        <Route path={PAGE_PATHS.acceptInvite} component={AcceptInvitePage} />
        <Route path="/">
          <Redirect to={PAGE_PATHS.apiAccess} replace />
        </Route>
        <Route>
          <SignedInLayout>
            <Switch>
              <Route path={PAGE_PATHS.apiAccess} component={ApiAccessPage} />
              <Route path={PAGE_PATHS.requestLog} component={RequestLogPage} />
              <Route path={`${PAGE_PATHS.requestLog}/:id`} component={RequestEntryPage} />
              <Route path={PAGE_PATHS.activity} component={ActivityPage} />
              <Route path={PAGE_PATHS.account} component={AccountPage} />
              <Route path={PAGE_PATHS.bookings} component={BookingsPage} />
              <Route path={PAGE_PATHS.team} component={TeamPage} />
              <Route path={PAGE_PATHS.restaurant} component={RestaurantPage} />
              <Route path={PAGE_PATHS.webhooks} component={WebhooksPage} />
              <Route path={`${PAGE_PATHS.webhooks}/:endpointId`} component={EndpointPage} />
              <Route path={`${PAGE_PATHS.webhooks}/:endpointId/deliveries/:deliveryId`} component={DeliveryPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </SignedInLayout>
        </Route>
      </Switch>
    </Router>
  );
}
