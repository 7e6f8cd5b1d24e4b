import { Plus } from "lucide-react";
import { useContext, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { PublicFormContext } from "~/shared/forms/public-form-context";
import { cn } from "~/shared/lib/class-names";
import type { FieldErrors } from "~/shared/lib/field-errors";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import {
  addChildButtonId,
  addChildIntent,
  childFirstFieldId,
  childIntentField,
  countChildren,
  maxChildrenPerRegistration,
  renumberChildFields,
  registrationFormWords as words,
} from "../registration-children";
import { RegistrationChildFields } from "./registration-child-fields";

/**
 * A child block: `key` keeps its typed answers when a child before it is removed; `sent` is its
 * index in the form's last answer (whose errors and values it shows), null when added since.
 */
type ChildBlock = { key: number; sent: number | null };

const fromAnswer = (count: number, blocks: readonly ChildBlock[] = []): ChildBlock[] =>
  Array.from({ length: count }, (_, index) => ({ key: blocks[index]?.key ?? index, sent: index }));

/**
 * The registration's children, one or more. "Add another child" and "Remove child N" are submit
 * buttons: without JavaScript they post and the page answers with the form reshaped (nothing is
 * stored); with it they reshape the form in place, move focus and say what happened.
 */
export function RegistrationChildren() {
  const answer = useContext(PublicFormContext);
  const [shownAnswer, setShownAnswer] = useState(answer);
  const [blocks, setBlocks] = useState(() => fromAnswer(countChildren(answer.values)));
  const [announcement, setAnnouncement] = useState("");
  // Blocks from an answer are keyed by their index, below the limit; those added here above it.
  const nextKey = useRef(maxChildrenPerRegistration);

  // A new answer (a send with errors) names its children by where they now are.
  if (answer !== shownAnswer) {
    setShownAnswer(answer);
    setBlocks(fromAnswer(countChildren(answer.values), blocks));
  }

  /** Reshapes the form at once, so focus can move to what the change brought. */
  function reshape(next: ChildBlock[], said: string, focusId: string) {
    flushSync(() => {
      setBlocks(next);
      setAnnouncement(said);
    });
    document.getElementById(focusId)?.focus();
  }

  function add(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    nextKey.current += 1;
    reshape(
      [...blocks, { key: nextKey.current, sent: null }],
      words.added(blocks.length),
      childFirstFieldId(blocks.length),
    );
  }

  function remove(index: number, event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    reshape(
      blocks.filter((_, at) => at !== index),
      words.removed(index),
      addChildButtonId,
    );
  }

  return (
    <>
      {/*
        Pressing Enter in a field sends the form with its first submit button: this one, so it
        is never "Remove child 1" or "Add another child".
      */}
      <button type="submit" hidden>
        {words.submit}
      </button>
      {blocks.map((block, index) => (
        <PublicFormContext key={block.key} value={answerFor(answer, block.sent, index)}>
          <RegistrationChildFields
            index={index}
            count={blocks.length}
            onRemove={(event) => remove(index, event)}
          />
        </PublicFormContext>
      ))}
      {/* A live region, not a second status: the form's own status holds its answer. */}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {blocks.length < maxChildrenPerRegistration ? (
        <div className="space-y-2">
          <p id={`${addChildButtonId}-hint`} className="text-slate-700 dark:text-slate-300">
            {words.addChildHint}
          </p>
          <button
            id={addChildButtonId}
            type="submit"
            name={childIntentField}
            value={addChildIntent}
            // Without JavaScript the answer's page opens at the new child's first field, focused.
            formAction={`#${childFirstFieldId(blocks.length)}`}
            onClick={add}
            aria-describedby={`${addChildButtonId}-hint`}
            className={cn(buttonBase, buttonStyles.secondary)}
          >
            <Plus aria-hidden="true" className="size-5" />
            {words.addChild}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** A block's errors and values: those its child was sent with, under the names it has now. */
function answerFor(
  answer: { errors: FieldErrors; values: Readonly<Record<string, unknown>> },
  sent: number | null,
  index: number,
) {
  if (sent === null) return { errors: {}, values: {} };
  const renumber = (at: number) => (at === sent ? index : null);
  return {
    errors: renumberChildFields(answer.errors, renumber) as FieldErrors,
    values: renumberChildFields(answer.values, renumber) as Record<string, string | string[]>,
  };
}
