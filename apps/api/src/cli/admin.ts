import { Command, CommanderError } from "commander";
import { Refusal } from "@reservation-api/server";
import { loadConfig } from "../config/env.js";
import { CliError } from "./cli-error.js";
import { registerKeyCommands } from "./key-commands.js";
import { registerMerchantCommands } from "./merchant-commands.js";
import { registerUserCommands } from "./user-commands.js";
import { HoursSpecError } from "./weekly-hours-spec.js";

/** `pnpm admin ...`: operators' tool for merchants, restaurant settings, API keys and dashboard users. */
const program = new Command("admin")
  .description(
    "Manage merchants, API keys and dashboard users of the External Reservation API (DATABASE_URL, else the embedded database)",
  )
  .exitOverride()
  .showHelpAfterError();
const invokedFrom = loadConfig().INIT_CWD ?? process.cwd();
registerMerchantCommands(program, invokedFrom);
registerKeyCommands(program);
registerUserCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = reportFailure(error);
}

/** One clear line (or one per invalid field) on stderr, never a stack trace. */
function reportFailure(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
  if (error instanceof Refusal && error.reason.code === "VALIDATION_ERROR" && error.reason.fieldErrors.length > 0) {
    const problems = error.reason.fieldErrors.map((problem) => `  ${problem.field}: ${problem.message}`);
    process.stderr.write(`${error.message}:\n${problems.join("\n")}\n`);
    return 1;
  }
  if (error instanceof CliError || error instanceof Refusal || error instanceof HoursSpecError) {
    process.stderr.write(`${error.message}\n`);
    return error instanceof CliError ? error.exitCode : 1;
  }
  process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
}
