import { Fragment } from "react";

/**
 * Where an email address, web address or social handle may wrap: after an @ (not a leading
 * one), and before a dot or an underscore, as style guides break addresses. Browsers already
 * break after a hyphen and never inside the parts between.
 */
const breakPoints = /(?<=.@)|(?=[._])/;

/** The parts of an address between its break points, each with its offset as a stable key. */
export function splitAtBreakPoints(text: string) {
  let offset = 0;
  return text.split(breakPoints).map((part) => {
    const start = offset;
    offset += part.length;
    return { part, start };
  });
}

/**
 * An address that wraps only at its break points (`<wbr>`), never mid-word. A part too long for
 * its line on its own still wraps rather than overflow: `break-words` breaks only then.
 */
export function BreakableAddress({ text }: { text: string }) {
  return (
    <span className="break-words">
      {splitAtBreakPoints(text).map(({ part, start }) => (
        <Fragment key={start}>
          {start > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
