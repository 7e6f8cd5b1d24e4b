import type { IncomingMessage } from "node:http";

/** How long a refused body may keep arriving after its answer before the connection is cut. */
const lingerMs = 2_000;

/**
 * Closes a connection answered before its request's body was read, without losing the answer.
 * Closing a socket that still has unread bytes from the client makes the kernel reset the
 * connection, and the client's kernel then drops the answer it had not yet read (a refusal
 * seen as "connection reset" instead of 413). So, as web servers' "lingering close" does, the
 * server only half-closes once the answer is written, reads and discards what still arrives, and
 * cuts the connection when the client closes its side or after `lingerMs`. Call before answering
 * with `Connection: close`.
 */
export function lingerBeforeClose(req: IncomingMessage) {
  const { socket } = req;
  // Node ends a `Connection: close` answer with destroySoon(), which closes both directions.
  socket.destroySoon = () => {
    socket.end();
  };
  const cut = setTimeout(() => socket.destroy(), lingerMs);
  cut.unref();
  socket.once("close", () => clearTimeout(cut));
  req.resume();
}
