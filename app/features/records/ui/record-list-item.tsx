import { ArrowDown, ArrowUp } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { cn } from "~/shared/lib/class-names";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import type { Removal } from "~/shared/staff-shell/use-removal";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { ConfirmDialog } from "~/shared/ui/confirm-dialog";
import { SubmitButton } from "~/shared/ui/submit-button";
import type { ImageChoice } from "../image-choice";
import type { RecordField, RecordListItem } from "../record-fields";
import { RecordForm, useFormToggle } from "./record-form";

type RecordListItemCardProps = {
  item: RecordListItem;
  noun: string;
  fields: readonly RecordField[];
  imageChoices: readonly ImageChoice[];
  /** The list's removal: a deleted card goes, and the answer must not go with it. */
  removal: Removal;
};

const smallButton = cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm");

const badgeTones: Record<RecordListItem["badges"][number]["tone"], string> = {
  green: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50",
  amber: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
  slate: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

/**
 * One record in a tab's list: what staff recognise it by, and its buttons. Each button's name
 * carries the record's title, so a screen reader's list of buttons says which record it acts on.
 */
export function RecordListItemCard({
  item,
  noun,
  fields,
  imageChoices,
  removal,
}: RecordListItemCardProps) {
  const fetcher = useFetcher();
  useActionToast(fetcher);
  const editing = useFormToggle();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const pendingIntent = fetcher.state === "idle" ? null : fetcher.formData?.get("intent");
  const deleting = removal.isRemoving(item.id);
  const busy = pendingIntent != null || deleting;
  const formId = `record-${item.id}-edit`;
  const move = useMoveFocus(fetcher, item);

  function deleteItem() {
    setConfirmingDelete(false);
    removal.remove({ intent: "delete", id: String(item.id) });
  }

  return (
    <li
      id={`record-${item.id}`}
      className="scroll-mt-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-700"
    >
      <div className="flex gap-4">
        {item.thumbnail ? (
          <img
            src={item.thumbnail.src}
            alt={item.thumbnail.alt}
            width={80}
            height={80}
            loading="lazy"
            className="size-20 shrink-0 rounded-xl object-cover"
          />
        ) : null}
        <div className="min-w-0 space-y-1">
          <h3 className="break-words text-lg font-bold">{item.title}</h3>
          {item.details.map((line) => (
            <p key={line} className="break-words text-sm text-slate-600 dark:text-slate-300">
              {line}
            </p>
          ))}
          {item.badges.length > 0 ? (
            <p className="flex flex-wrap gap-2 pt-1">
              {item.badges.map((badge) => (
                <span
                  key={badge.label}
                  className={cn(
                    "rounded-full px-3 py-1 text-sm font-semibold",
                    badgeTones[badge.tone],
                  )}
                >
                  {badge.label}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          ref={editing.opener}
          type="button"
          aria-expanded={editing.open}
          aria-controls={editing.open ? formId : undefined}
          onClick={editing.open ? editing.hide : editing.show}
          className={smallButton}
        >
          Edit<span className="sr-only"> {item.title}</span>
        </button>
        {item.actions.map((action) => (
          <fetcher.Form key={action.intent} method="post">
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="version" value={item.version} />
            <SubmitButton
              name="intent"
              value={action.intent}
              busy={pendingIntent === action.intent}
              busyLabel={action.busyLabel}
              disabled={busy}
              variant="secondary"
              className="min-h-10 px-4 py-2 text-sm"
            >
              {action.label}
              <span className="sr-only"> {item.title}</span>
            </SubmitButton>
          </fetcher.Form>
        ))}
        {/* Not disabled while a move is under way: pressing again moves it one more place. */}
        <fetcher.Form ref={move.form} method="post" onSubmit={move.onSubmit} className="flex gap-2">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            name="direction"
            value="up"
            disabled={!item.canMoveUp}
            aria-label={`Move ${item.title} up`}
            className={smallButton}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            Up
          </button>
          <button
            type="submit"
            name="direction"
            value="down"
            disabled={!item.canMoveDown}
            aria-label={`Move ${item.title} down`}
            className={smallButton}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            Down
          </button>
        </fetcher.Form>
        <button
          type="button"
          disabled={busy || removal.pending}
          onClick={() => setConfirmingDelete(true)}
          className={cn(smallButton, "text-red-800 dark:text-red-300")}
        >
          {deleting ? "Deleting..." : "Delete"}
          <span className="sr-only"> {item.title}</span>
        </button>
      </div>
      {editing.open ? (
        <div id={formId} className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-700">
          <RecordForm
            label={`Edit ${item.title}`}
            noun={noun}
            fields={fields}
            values={item.values}
            imageChoices={imageChoices}
            record={item}
            onClose={editing.hide}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete this ${noun}?`}
        confirmLabel={`Delete ${noun}`}
        onConfirm={deleteItem}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>
          “{item.title}” will be removed from the website and from this list. This cannot be undone.
        </p>
      </ConfirmDialog>
    </li>
  );
}

/**
 * Moving a card re-inserts it in the list, which takes focus from the button pressed, and that
 * button is disabled once the card reaches an end. Keyboard users get focus back on a move button,
 * so they can keep moving the card without finding their place again. The fetcher's answer and the
 * reloaded list may arrive in separate renders, so this waits for the card's new data.
 */
function useMoveFocus(fetcher: FetcherWithComponents<unknown>, item: RecordListItem) {
  const form = useRef<HTMLFormElement>(null);
  const pending = useRef<{ direction: string; item: RecordListItem } | null>(null);
  const answer = fetcher.data as ActionResult | undefined;
  useEffect(() => {
    const move = pending.current;
    if (!move) return;
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      (active instanceof HTMLButtonElement && active.disabled);
    if (lost) {
      const buttons = [...(form.current?.querySelectorAll("button") ?? [])].filter(
        (button) => !button.disabled,
      );
      (buttons.find((button) => button.value === move.direction) ?? buttons[0])?.focus();
      pending.current = null;
    } else if (fetcher.state === "idle" && (item !== move.item || answer?.ok === false)) {
      pending.current = null;
    }
  }, [fetcher.state, item, answer]);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const { submitter } = event.nativeEvent as SubmitEvent;
    // Only when the button had focus: a mouse click in Safari leaves focus where it was.
    pending.current =
      submitter instanceof HTMLButtonElement && submitter === document.activeElement
        ? { direction: submitter.value, item }
        : null;
  }
  return { form, onSubmit };
}
