import {
  createRequestHandler,
  data,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  type ServerBuild,
} from "react-router";
import { expect, test } from "vitest";
import {
  encodeActionData,
  isRouterDataPath,
  type RouterDataValue,
  readPagePath,
  routerDataHeaders,
} from "./react-router-internals";

/**
 * The contract: what react-router-internals.ts assumes, checked against React Router's own
 * request handler and browser decoder. A failure here after an upgrade means the protocol
 * changed and that module must follow.
 */

const refused = { ok: false, toast: { title: "Not sent", description: "Too large." } };

const loadNothing = () => null;

/** The smallest app React Router's server runs: a root, an index page and a page with a form. */
const build = {
  entry: { module: { default: () => new Response("a document", { status: 200 }) } },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    home: {
      id: "home",
      parentId: "root",
      index: true,
      module: { default: () => null, loader: loadNothing },
    },
    form: {
      id: "form",
      parentId: "root",
      path: "form",
      module: {
        default: () => null,
        loader: loadNothing,
        action: () => data(refused, { status: 413 }),
      },
    },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/m.js", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handle = createRequestHandler(build, "production");

/** Reads an answer's body back as React Router's browser runtime does. */
async function decode(body: ReadableStream<Uint8Array> | string | null) {
  const stream = typeof body === "string" ? new Response(body).body : body;
  const decoded = await decodeViaTurboStream(
    stream as ReadableStream<Uint8Array>,
    globalThis as unknown as Window,
  );
  await decoded.done;
  return decoded.value;
}

test("React Router answers a path with .data added as data, for the page readPagePath names", async () => {
  for (const [requested, page, route] of [
    ["/form.data", "/form", "form"],
    ["/_.data", "/", "home"],
  ] as const) {
    expect(isRouterDataPath(requested)).toBe(true);
    expect(readPagePath(requested)).toBe(page);
    const response = await handle(new Request(`http://site${requested}`));
    for (const [name, value] of Object.entries(routerDataHeaders)) {
      expect(response.headers.get(name), requested).toBe(value);
    }
    // The answer holds the data of the routes that page matches (the root has no loader).
    expect(Object.keys((await decode(response.body)) as object), requested).toEqual([route]);
  }
  expect(isRouterDataPath("/form")).toBe(false);
  expect(readPagePath("/form")).toBe("/form");
  const page = await handle(new Request("http://site/form"));
  expect(await page.text()).toBe("a document");
});

test("an action's answer encoded here reads back as React Router's own, with its headers", async () => {
  const response = await handle(
    new Request("http://site/form.data", { method: "POST", body: new FormData() }),
  );
  expect(response.status).toBe(413);
  for (const [name, value] of Object.entries(routerDataHeaders)) {
    expect(response.headers.get(name)).toBe(value);
  }
  const theirs = await decode(response.body);
  expect(await decode(encodeActionData(refused))).toEqual(theirs);
  expect(theirs).toEqual({ data: refused });
});

test("nesting, arrays, repeated and unusual strings, numbers, booleans and null survive", async () => {
  const value: RouterDataValue = {
    list: [1, -2.5, "x", "x", true, null, { deep: ['é "quoted" </script>\n', 0] }],
    empty: {},
    none: [],
    nothing: null,
    _1: "a key that looks like an index",
  };
  expect(await decode(encodeActionData(value))).toEqual({ data: value });
});
