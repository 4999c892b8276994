import type { Server } from "node:http";

/** Listens on a free port of 127.0.0.1 and resolves to that port. */
export async function listenLocally(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The server has no TCP address");
  return address.port;
}
