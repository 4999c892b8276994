import type { Command } from "commander";
import {
  BILLING_STATES,
  MERCHANT_PLAN_NAMES,
  createMerchant,
  showMerchant,
  updateMerchant,
  type MerchantSummary,
} from "@reservation-api/server";
import { CliError } from "./cli-error.js";
import { defaultRestaurantSettings } from "../default-restaurant-settings.js";
import { printResult } from "./output.js";
import { settingsFromOptions, withSettingsOptions, type SettingsOptions } from "./settings-options.js";
import { withServices } from "./with-database.js";

type CommonOptions = SettingsOptions & { json?: boolean; notAccepting?: boolean };

export function registerMerchantCommands(program: Command, invokedFrom: string): void {
  const merchant = program.command("merchant").description("create, show and change merchants and their restaurant");

  withSettingsOptions(
    merchant
      .command("create")
      .description("create a merchant with its restaurant and first API key (shown once)")
      .requiredOption("--name <name>", "merchant name")
      .option("--plan <plan>", `one of ${MERCHANT_PLAN_NAMES.join(", ")}`, "pro"),
  )
    .option("--json", "machine-readable output")
    .action(async (options: CommonOptions & { name: string; plan: string }) => {
      const plan = oneOf(options.plan, MERCHANT_PLAN_NAMES, "--plan");
      const settings = { ...defaultRestaurantSettings(options.name), ...settingsFromOptions(options, invokedFrom) };
      const issued = await withServices((deps) => createMerchant(deps, { name: options.name, plan, settings }));
      printResult(Boolean(options.json), issued, [
        `Merchant created: ${issued.merchantId}`,
        `API key: ${issued.apiKey}`,
        "Store the key now: it is kept only as a hash and will not be shown again.",
      ]);
    });

  merchant
    .command("show <merchantId>")
    .description("show a merchant, its settings and its key's prefix and last use")
    .option("--json", "machine-readable output")
    .action(async (merchantId: string, options: { json?: boolean }) => {
      const summary = await withServices((deps) => showMerchant(deps, merchantId));
      printResult(Boolean(options.json), summary, describeMerchant(summary));
    });

  withSettingsOptions(
    merchant
      .command("update <merchantId>")
      .description("change plan, billing status, accepting-bookings or restaurant settings")
      .option("--plan <plan>", `one of ${MERCHANT_PLAN_NAMES.join(", ")}`)
      .option("--billing <status>", `one of ${BILLING_STATES.join(", ")}`),
  )
    .option("--json", "machine-readable output")
    .action(async (merchantId: string, options: CommonOptions & { plan?: string; billing?: string }) => {
      const settings = settingsFromOptions(options, invokedFrom);
      const changes = {
        ...(options.plan === undefined ? {} : { plan: oneOf(options.plan, MERCHANT_PLAN_NAMES, "--plan") }),
        ...(options.billing === undefined ? {} : { billingStatus: oneOf(options.billing, BILLING_STATES, "--billing") }),
        ...(Object.keys(settings).length === 0 ? {} : { settings }),
      };
      const summary = await withServices((deps) => updateMerchant(deps, merchantId, changes));
      printResult(Boolean(options.json), summary, ["Merchant updated.", ...describeMerchant(summary)]);
    });
}

function oneOf<Value extends string>(value: string, allowed: readonly Value[], flag: string): Value {
  const match = allowed.find((entry) => entry === value);
  if (match === undefined) throw new CliError(`${flag} must be one of ${allowed.join(", ")}`, 2);
  return match;
}

function describeMerchant(summary: MerchantSummary): string[] {
  const { settings } = summary;
  return [
    `Merchant:     ${summary.merchantId} (${summary.name})`,
    `Plan:         ${summary.plan}    Billing: ${summary.billingStatus}    Accepting bookings: ${settings.acceptingBookings ? "yes" : "no"}`,
    `Restaurant:   ${settings.name}, ${settings.timezone}, ${settings.seatCapacity} seats, ${settings.seatingDurationMinutes} min seatings, parties ${settings.minPartySize}-${settings.maxPartySize}`,
    `Booking window: ${settings.minAdvanceMinutes} min notice, up to ${settings.maxAdvanceDays} days ahead, ${settings.monthlyBookingCap} bookings a month`,
    `Opening hours: ${JSON.stringify(settings.weeklyHours)}`,
    `Closed dates: ${settings.closedDates.join(", ") || "none"}`,
    summary.apiKey
      ? `API key:      ${summary.apiKey.prefix}... created ${summary.apiKey.createdAt} by ${summary.apiKey.createdBy}, last used ${summary.apiKey.lastUsedAt ?? "never"}`
      : "API key:      none active (rotate to issue one)",
  ];
}
