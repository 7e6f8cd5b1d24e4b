import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "~/shared/lib/class-names";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { inputClass } from "~/shared/ui/text-field";
import { isAllowedLinkHref, linkHrefMessage } from "../rich-text";

type RichTextLinkFormProps = {
  initialHref: string;
  onApply: (href: string) => void;
  onCancel: () => void;
};

/**
 * The address of a link, typed beside the text instead of in `window.prompt`. Not a `<form>`: it
 * sits inside the page's form, so Enter applies the link here instead of submitting the page.
 */
export function RichTextLinkForm({ initialHref, onApply, onCancel }: RichTextLinkFormProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  function apply() {
    const address = href.trim();
    if (!isAllowedLinkHref(address)) {
      setError(linkHrefMessage);
      input.current?.focus();
      return;
    }
    onApply(address);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div className="space-y-1.5 border-b border-slate-300 bg-slate-50 p-3 dark:border-slate-600 dark:bg-slate-800">
      <label htmlFor={id} className="block text-sm font-semibold">
        Link address
      </label>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        A web address (https://…), an email (mailto:…), a phone number (tel:…) or a page of this
        site (/about).
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(hintId, error && errorId)}
          className={cn(inputClass, "min-w-0 flex-1 basis-60")}
        />
        <button type="button" onClick={apply} className={cn(buttonBase, buttonStyles.primary)}>
          Apply
        </button>
        <button type="button" onClick={onCancel} className={cn(buttonBase, buttonStyles.secondary)}>
          Cancel
        </button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
