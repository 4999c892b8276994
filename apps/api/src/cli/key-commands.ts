import type { Command } from "commander";
import { OPERATOR, revokeApiKey, rotateApiKey } from "@reservation-api/server";
import { printResult } from "./output.js";
import { withServices } from "./with-database.js";

export function registerKeyCommands(program: Command): void {
  const key = program.command("key").description("rotate or revoke a merchant's API key");

  key
    .command("rotate <merchantId>")
    .description("revoke the active key and issue a new one (shown once); the old key stops working at once")
    .option("--json", "machine-readable output")
    .action(async (merchantId: string, options: { json?: boolean }) => {
      const issued = await withServices((deps) => rotateApiKey(deps, merchantId, OPERATOR));
      printResult(Boolean(options.json), issued, [
        `New API key for ${issued.merchantId}: ${issued.apiKey}`,
        "The previous key no longer works. Store this one now: it will not be shown again.",
      ]);
    });

  key
    .command("revoke <merchantId>")
    .description("revoke the active key; the merchant has none until the next rotation")
    .option("--json", "machine-readable output")
    .action(async (merchantId: string, options: { json?: boolean }) => {
      const result = await withServices((deps) => revokeApiKey(deps, merchantId, OPERATOR));
      printResult(Boolean(options.json), { merchantId, ...result }, [
        result.revoked ? `Key of ${merchantId} revoked.` : `${merchantId} had no active key.`,
      ]);
    });
}
