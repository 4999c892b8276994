import { runServer } from "./run-server.js";

await runServer();
