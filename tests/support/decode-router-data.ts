import { decode } from "turbo-stream";

/**
 * Decodes React Router's single-fetch answer (a `.data` request's body), as its browser runtime
 * does, with the public turbo-stream v2 package it vendors: the HTTP-level tests read loaders'
 * and actions' data this way instead of through React Router's internals. React Router's own
 * types (errors, redirects) come back as plain values; the tests that use this fail if an
 * upgrade changes the format.
 */
export async function decodeRouterData(body: ReadableStream<Uint8Array>) {
  const decoded = await decode(body, {
    plugins: [(_type: string, ...values: unknown[]) => ({ value: values[0] })],
  });
  await decoded.done;
  return decoded.value;
}
