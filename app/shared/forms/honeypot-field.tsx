import { useId } from "react";
import { honeypotField } from "./public-forms";

/**
 * A field people neither see nor reach (off-screen, out of the tab order, hidden from screen
 * readers); bots that fill every input fill it too, and the action then stores nothing.
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>Leave this empty</label>
      <input id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
