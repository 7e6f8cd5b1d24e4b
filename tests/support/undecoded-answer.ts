import { request } from "node:http";

export type UndecodedAnswer = { status: number; headers: Record<string, unknown>; body: Buffer };

/**
 * An HTTP answer with its body as sent: fetch would undo a Content-Encoding, and a test of
 * compression needs the bytes on the wire.
 */
export function fetchUndecoded(
  url: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<UndecodedAnswer>((resolve, reject) => {
    const sent = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}
