import type { IncomingMessage } from "node:http";

export type NodeRequest = IncomingMessage & { ip?: string; protocol?: string };

/**
 * A Fetch API Request with the Node request's headers and URL, for the session check of routes
 * Express serves itself. The body stays unread on the socket.
 */
export function toHeadersOnlyRequest(req: NodeRequest) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const url = `${req.protocol ?? "http"}://${req.headers.host ?? "localhost"}${req.url ?? "/"}`;
  return new Request(url, { headers });
}
