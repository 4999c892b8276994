import type { DashboardSettings } from "@reservation-api/server";
import type { AppConfig } from "./env.js";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Where links point and clients are told to call: the public URL, else this machine. */
export function publicBaseUrlOf(config: AppConfig): string {
  return config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`;
}

export function dashboardSettingsFrom(config: AppConfig): DashboardSettings {
  return {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    linkBaseUrl: publicBaseUrlOf(config),
    sessionIdleMs: config.DASHBOARD_SESSION_IDLE_MINUTES * MINUTE_MS,
    sessionAbsoluteMs: config.DASHBOARD_SESSION_MAX_HOURS * HOUR_MS,
    invitationTtlMs: config.DASHBOARD_INVITE_TTL_HOURS * HOUR_MS,
    passwordResetTtlMs: config.DASHBOARD_RESET_TTL_MINUTES * MINUTE_MS,
    signInThrottle: {
      windowMs: config.SIGN_IN_THROTTLE_WINDOW_MINUTES * MINUTE_MS,
      maxFailuresPerAccount: config.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAccountOverall: config.SIGN_IN_MAX_FAILURES_PER_ACCOUNT_OVERALL,
      maxFailuresPerAddress: config.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
    },
  };
}
