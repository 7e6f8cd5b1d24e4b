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
 * Router runs (server/refuse-form-body.ts); its unit test reads it back with React Router's own
 * decoder, so an upgrade that changes the format fails there.
 */
export function encodeRouterData(value: Exclude<RouterDataValue, null>) {
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
