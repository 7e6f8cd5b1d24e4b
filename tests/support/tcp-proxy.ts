import { connect, createServer, type Socket } from "node:net";

export type TcpProxy = {
  port: number;
  /**
   * From now on nothing passes either way and nothing is closed: a peer that went silent (a
   * network partition, a hung server), which only a timeout notices.
   */
  blackhole: () => void;
  /** Closes every connection and stops listening. */
  close: () => Promise<void>;
};

/** A TCP relay on a free loopback port to `target`, which a test can cut off. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let silent = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  };
  const relay = (from: Socket, to: Socket) => {
    from.on("data", (chunk) => {
      if (!silent) to.write(chunk);
    });
    from.on("close", () => to.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (silent) return;
    const upstream = connect(target);
    track(upstream);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");
  return {
    port: address.port,
    blackhole: () => {
      silent = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
