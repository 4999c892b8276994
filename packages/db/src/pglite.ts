// The embedded driver on its own entry, for whoever builds PGlite databases itself (the test
// databases clone a migrated one); the main entry loads PGlite only when it is asked for.
export { MIGRATIONS_FOLDER } from "./migrations-folder.js";
export { openPglite, wrapPglite } from "./open-pglite.js";
export type { PgliteOptions } from "./open-pglite.js";
