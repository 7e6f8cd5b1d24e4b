import { Plus } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { cn } from "~/shared/lib/class-names";
import { useRemoval } from "~/shared/staff-shell/use-removal";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import type { ImageChoice } from "../image-choice";
import type { RecordField, RecordFormValues, RecordListItem } from "../record-fields";
import { RecordForm, useFormToggle } from "./record-form";
import { RecordListItemCard } from "./record-list-item";

type RecordPanelProps = {
  headingId?: string;
  heading: string;
  intro?: ReactNode;
  /** The record in a sentence, e.g. "review". */
  noun: string;
  fields: readonly RecordField[];
  items: readonly RecordListItem[];
  imageChoices: readonly ImageChoice[];
  /** What the add form starts with. */
  newValues: RecordFormValues;
  emptyText: string;
  addLabel?: string;
  /** More of the tab, under the list. */
  children?: ReactNode;
};

/**
 * A record tab (Reviews, YouTube, Events, Volunteers): the records in their public order, each
 * editable in place, and a form to add one. Everything posts to the tab's own route action.
 */
export function RecordPanel({
  headingId,
  heading,
  intro,
  noun,
  fields,
  items,
  imageChoices,
  newValues,
  emptyText,
  addLabel = `Add ${noun}`,
  children,
}: RecordPanelProps) {
  const ownHeadingId = useId();
  const labelledBy = headingId ?? ownHeadingId;
  const adding = useFormToggle();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus goes to the list's heading when a deleted card goes.
  const removal = useRemoval(() => headingRef.current?.focus());
  return (
    <section aria-labelledby={labelledBy}>
      <h2 ref={headingRef} id={labelledBy} tabIndex={-1} className="text-2xl font-bold">
        {heading}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{intro}</p> : null}
      <div className="mt-6">
        {adding.open ? (
          <div className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
            <h3 className="mb-5 text-xl font-bold">New {noun}</h3>
            <RecordForm
              label={addLabel}
              noun={noun}
              fields={fields}
              values={newValues}
              imageChoices={imageChoices}
              onClose={adding.hide}
            />
          </div>
        ) : (
          <button
            ref={adding.opener}
            type="button"
            onClick={adding.show}
            className={cn(buttonBase, buttonStyles.primary)}
          >
            <Plus aria-hidden="true" className="size-5" />
            {addLabel}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="mt-6">{emptyText}</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {items.map((item) => (
            <RecordListItemCard
              key={item.id}
              item={item}
              noun={noun}
              fields={fields}
              imageChoices={imageChoices}
              removal={removal}
            />
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
