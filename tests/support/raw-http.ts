import { connect, type Socket } from "node:net";

export type RawConnection = {
  socket: Socket;
  /** Everything the server sent so far. */
  received: () => string;
  /** Resolves when the server closes the connection, with how long after opening it did. */
  closed: Promise<number>;
};

/**
 * A TCP connection to the server that sends what the test says when it says so: for attacks a
 * well-behaved HTTP client never makes (headers or bodies sent a byte at a time, broken framing).
 */
export async function openRawConnection(baseUrl: string): Promise<RawConnection> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  const opened = Date.now();
  let text = "";
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("latin1");
  });
  // A reset is also the server hanging up.
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) =>
    socket.once("close", () => resolve(Date.now() - opened)),
  );
  return { socket, received: () => text, closed };
}

/** Writes `text` a few bytes at a time, one write every `everyMs`, until the socket closes. */
export function trickle(socket: Socket, text: string, everyMs: number, bytesPerWrite = 1) {
  let position = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || position >= text.length) {
      clearInterval(timer);
      return;
    }
    socket.write(text.slice(position, position + bytesPerWrite));
    position += bytesPerWrite;
  }, everyMs);
  socket.once("close", () => clearInterval(timer));
  return () => clearInterval(timer);
}

/** Resolves with the close time, or with undefined if the connection is still open after `ms`. */
export function closedWithin(connection: RawConnection, ms: number) {
  return Promise.race([
    connection.closed,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}

/**
 * Sends a chunked urlencoded body of about `totalBytes` (then its last chunk) as fast as the
 * server reads it, stopping early, as a browser does, once the server answers or hangs up. Its
 * many short fields are what costs a server memory when it parses the whole body. Resolves with
 * the bytes of body sent.
 */
export async function streamChunkedBody(
  connection: RawConnection,
  { totalBytes }: { totalBytes: number },
) {
  const { socket } = connection;
  const chunk = Buffer.from("field=value&".repeat(5_000));
  const stopped = () => socket.destroyed || connection.received().includes("\r\n\r\n");
  let sent = 0;
  while (sent < totalBytes && !stopped()) {
    socket.write(`${chunk.length.toString(16)}\r\n`);
    socket.write(chunk);
    sent += chunk.length;
    if (!socket.write("\r\n")) {
      // The server is not reading: look again for its answer now and then.
      await new Promise<void>((resolve) => {
        const go = () => {
          clearTimeout(timer);
          socket.off("drain", go);
          resolve();
        };
        const timer = setTimeout(go, 50);
        socket.once("drain", go);
      });
    }
  }
  if (!stopped()) socket.write("0\r\n\r\n");
  return sent;
}

/** The status of the server's first answer, once its headers are in (undefined if none in `ms`). */
export async function readStatus(connection: RawConnection, ms: number) {
  const started = Date.now();
  while (!connection.received().includes("\r\n\r\n") && Date.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const status = /^HTTP\/1\.1 (\d{3}) /.exec(connection.received())?.[1];
  return status === undefined ? undefined : Number(status);
}
