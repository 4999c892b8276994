export {
  DASHBOARD_ROLES,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ONE_TIME_LINK_KINDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  acceptInvitationInputSchema,
  changePasswordInputSchema,
  dashboardRoleSchema,
  dashboardSessionSchema,
  displayNameSchema,
  emailSchema,
  invitationSchema,
  issuedLinkSchema,
  okSchema,
  oneTimeTokenSchema,
  passwordSchema,
  signInInputSchema,
} from "./accounts.js";
export type { DashboardRole, DashboardSession, Invitation, IssuedLink, OneTimeLinkKind } from "./accounts.js";
export {
  REVOKE_CONFIRMATION_WORD,
  apiAccessOverviewSchema,
  issuedApiKeySchema,
  revokeKeyInputSchema,
  revokeKeyResultSchema,
} from "./api-access.js";
export type { ApiAccessOverview, IssuedApiKey } from "./api-access.js";
export {
  changeRoleInputSchema,
  invitationInputSchema,
  inviteInputSchema,
  memberInputSchema,
  pendingInvitationSchema,
  teamMemberSchema,
  teamSchema,
} from "./team.js";
export type { Team } from "./team.js";
export {
  ACTIVITY_ACTIONS,
  ACTIVITY_LIMIT_DEFAULT,
  ACTIVITY_LIMIT_MAX,
  ACTOR_KINDS,
  activityDetailsSchema,
  activityListInputSchema,
  activityPageSchema,
} from "./activity.js";
export type { ActivityAction, ActivityDetails, ActivityPage, ActorKind, WebhookActivityAction } from "./activity.js";
export {
  bookingIdentifierInputSchema,
  bookingsDayInputSchema,
  bookingsDaySchema,
  bookingUpdateResultSchema,
  bookingVersionSchema,
  setBookingStatusInputSchema,
  slotsForChangeInputSchema,
  slotsForChangeSchema,
  statusChangeResultSchema,
  updateBookingDashboardInputSchema,
} from "./bookings.js";
export { restaurantSettingsViewSchema } from "./restaurant.js";
export type { RestaurantSettingsView } from "./restaurant.js";
export {
  CSRF_HEADER,
  DASHBOARD_ACCEPT_INVITE_PATH,
  DASHBOARD_BASE_PATH,
  DASHBOARD_TRPC_PATH,
  SESSION_COOKIE_NAME,
} from "./paths.js";
export {
  WEBHOOK_DISABLED_FOR_FAILING,
  setWebhookEndpointEnabledInputSchema,
  webhookDeliveryIdInputSchema,
  webhookEndpointIdInputSchema,
} from "./webhooks.js";
