import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { expect, test } from "vitest";
import { encodeRouterData, type RouterDataValue } from "./encode-router-data";

/** Reads an encoded answer back as React Router's browser runtime does. */
async function decode(text: string) {
  const body = new Response(text).body as ReadableStream<Uint8Array>;
  const decoded = await decodeViaTurboStream(body, globalThis as unknown as Window);
  await decoded.done;
  return decoded.value;
}

test("a failed action's answer reads back as React Router decodes it", async () => {
  const answer = { data: { ok: false, toast: { title: "Not sent", description: "Too large." } } };
  expect(await decode(encodeRouterData(answer))).toEqual(answer);
});

test("nesting, arrays, repeated and unusual strings, numbers, booleans and null survive", async () => {
  const value: RouterDataValue = {
    list: [1, -2.5, "x", "x", true, null, { deep: ['é "quoted" </script>\n', 0] }],
    empty: {},
    none: [],
    nothing: null,
    _1: "a key that looks like an index",
  };
  expect(await decode(encodeRouterData(value))).toEqual(value);
});
