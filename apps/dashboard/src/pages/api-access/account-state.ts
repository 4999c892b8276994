export interface AccountStateInput {
  plan: string;
  apiIncludedInPlan: boolean;
  billingStatus: string;
  acceptingBookings: boolean;
}

export interface AccountStateLine {
  label: string;
  value: string;
  /** What this state means for API calls, in one line. */
  meaning: string;
  blocking: boolean;
}

/** The merchant's plan, billing and bookings switch, each with its consequence for API calls. */
export function describeAccountState(state: AccountStateInput): AccountStateLine[] {
  const suspended = state.billingStatus === "suspended";
  return [
    {
      label: "Plan",
      value: capitalise(state.plan),
      meaning: state.apiIncludedInPlan
        ? "API access is included in this plan."
        : "This plan has no API access: every API call answers 423 PLAN_NOT_ENTITLED.",
      blocking: !state.apiIncludedInPlan,
    },
    {
      label: "Billing",
      value: capitalise(state.billingStatus),
      meaning: suspended
        ? "Billing suspended: every API call answers 423 BILLING_SUSPENDED."
        : "Billing active: API calls are served.",
      blocking: suspended,
    },
    {
      label: "Accepting bookings",
      value: state.acceptingBookings ? "Yes" : "No",
      meaning: state.acceptingBookings
        ? "New bookings can be made: availability lists open slots and POST /bookings books them."
        : "No new bookings: availability lists no slots and POST /bookings answers 400 RESTAURANT_UNAVAILABLE.",
      blocking: !state.acceptingBookings,
    },
  ];
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
