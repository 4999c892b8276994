import { Command, CommanderError } from "commander";
import { MerchantNotFoundError } from "@reservation-api/server";
import { ZodError } from "zod";
import { loadConfig } from "../config/env.js";
import { CliError } from "./cli-error.js";
import { registerKeyCommands } from "./key-commands.js";
import { registerMerchantCommands } from "./merchant-commands.js";
import { HoursSpecError } from "./weekly-hours-spec.js";

/** `pnpm admin ...`: operators' tool for merchants, restaurant settings and API keys. */
const program = new Command("admin")
  .description("Manage merchants and API keys of the External Reservation API (DATABASE_URL, else the embedded database)")
  .exitOverride()
  .showHelpAfterError();
const invokedFrom = loadConfig().INIT_CWD ?? process.cwd();
registerMerchantCommands(program, invokedFrom);
registerKeyCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = reportFailure(error);
}

/** One clear line (or one per invalid setting) on stderr, never a stack trace. */
function reportFailure(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
  if (error instanceof ZodError) {
    const problems = error.issues.map((issue) => `  ${issue.path.join(".") || "settings"}: ${issue.message}`);
    process.stderr.write(`Invalid settings:\n${problems.join("\n")}\n`);
    return 1;
  }
  if (error instanceof CliError || error instanceof MerchantNotFoundError || error instanceof HoursSpecError) {
    process.stderr.write(`${error.message}\n`);
    return error instanceof CliError ? error.exitCode : 1;
  }
  process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
}
