import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export interface ReceiverProcess {
  port: number;
  /** How many deliveries the receiver has had so far. */
  received(): Promise<number>;
  stop(): void;
}

const portReply = z.object({ port: z.number() });
const countReply = z.object({ received: z.number() });

/** Forks counting-receiver.ts and waits for the port it listens on. */
export async function startReceiverProcess(): Promise<ReceiverProcess> {
  const child = fork(fileURLToPath(new URL("./counting-receiver.ts", import.meta.url)), [], { execArgv: ["--import", "tsx"] });
  const ask = <T>(schema: z.ZodType<T>) =>
    new Promise<T>((resolve, reject) =>
      child.once("message", (reply) => {
        const parsed = schema.safeParse(reply);
        if (parsed.success) resolve(parsed.data);
        else reject(new Error(`The receiver answered ${JSON.stringify(reply)}`));
      }),
    );
  const { port } = await ask(portReply);
  return {
    port,
    async received() {
      const reply = ask(countReply);
      child.send("count");
      return (await reply).received;
    },
    stop: () => void child.kill(),
  };
}
