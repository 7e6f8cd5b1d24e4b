/**
 * All this server knows of React Router beyond its public API: its single-fetch protocol, by which
 * the dashboard's and sign-in page's scripts load data and send forms. Nothing else may know it
 * (tests/conventions/react-router-internals.test.ts), and react-router-internals.test.ts checks
 * each part against React Router itself, so an upgrade that changes one fails there.
 */

/** A data request asks for its page's path with `.data` added (`/_.data` for a path ending in /). */
const dataSuffix = /(\/_)?\.data$/;

/** Whether a request is React Router's data request (a client navigation, fetcher or form). */
export function isRouterDataPath(path: string) {
  return dataSuffix.test(path);
}

/** The page a data request is for: `/admin/pages.data` is for `/admin/pages`, `/_.data` for `/`. */
export function readPagePath(path: string) {
  return path.replace(dataSuffix, (_suffix, slash?: string) => (slash ? "/" : ""));
}

/** The headers by which React Router's browser runtime reads an answer as its own data. */
export const routerDataHeaders = {
  "Content-Type": "text/x-script",
  "X-Remix-Response": "yes",
} as const;

/** The JSON values encodeRouterData writes. */
export type RouterDataValue =
  | string
  | number
  | boolean
  | null
  | RouterDataValue[]
  | { [key: string]: RouterDataValue };

/** turbo-stream's stand-in for null (it never stores null as an entry). */
const nullIndex = -5;

/**
 * A JSON value as React Router's single fetch sends a `.data` answer (turbo-stream v2, which
 * React Router vendors): one line holding a flat JSON array, the value first, with objects'
 * keys and values and arrays' items written as indices into it. For answers given before React
 * Router runs (server/refuse-form-body.ts).
 */
function encodeRouterData(value: Exclude<RouterDataValue, null>) {
  const entries: string[] = [];
  const add = (item: RouterDataValue): number => {
    if (item === null) return nullIndex;
    const index = entries.length;
    entries.push("");
    if (Array.isArray(item)) {
      entries[index] = `[${item.map(add).join(",")}]`;
    } else if (typeof item === "object") {
      const fields = Object.entries(item).map(([key, field]) => `"_${add(key)}":${add(field)}`);
      entries[index] = `{${fields.join(",")}}`;
    } else {
      entries[index] = JSON.stringify(item);
    }
    return index;
  };
  add(value);
  return `[${entries.join(",")}]\n`;
}

/** An action's answer to a data request, as React Router's server would send `data`. */
export function encodeActionData(data: Exclude<RouterDataValue, null>) {
  return encodeRouterData({ data });
}
