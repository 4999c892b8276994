import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Where the SQL migrations are: beside this module when it is bundled into an app's dist
 * (the build copies them there), otherwise in the package's own migrations folder.
 */
export const MIGRATIONS_FOLDER = [new URL("./migrations", import.meta.url), new URL("../migrations", import.meta.url)]
  .map((candidate) => fileURLToPath(candidate))
  .find((folder) => existsSync(folder)) as string;
