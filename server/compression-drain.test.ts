import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { removeDrainListenersWhereAdded } from "./compression-drain";

const warnings: Error[] = [];
const recordWarning = (warning: Error) => warnings.push(warning);
afterEach(() => {
  process.off("warning", recordWarning);
  warnings.length = 0;
});

/**
 * A brotli-compressed page written as React Router writes one: a chunk at a time, waiting with
 * `res.once("drain")` whenever the stream is full. Returns the body's size.
 */
async function sendLongPage() {
  const app = express();
  app.use(compression());
  app.use(removeDrainListenersWhereAdded);
  app.get("/", async (_request, response) => {
    response.type("html");
    for (let chunk = 0; chunk < 40; chunk++) {
      if (!response.write(randomBytes(64 * 1024).toString("hex"))) {
        await new Promise((resolve) => response.once("drain", resolve));
      }
    }
    response.end();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { "accept-encoding": "br" },
    });
    expect(answer.headers.get("content-encoding")).toBe("br");
    return (await answer.arrayBuffer()).byteLength;
  } finally {
    server.close();
  }
}

test("a long compressed page leaves no drain listener behind, so Node warns of no leak", async () => {
  process.on("warning", recordWarning);
  const bytes = await sendLongPage();
  expect(bytes).toBeGreaterThan(40 * 128 * 1024 * 0.9);
  await new Promise((resolve) => setImmediate(resolve));
  expect(warnings.map((warning) => warning.name)).not.toContain("MaxListenersExceededWarning");
});
