import { Info } from "lucide-react";
import { type ConsentDecision, consentDecisions } from "../consent-decision";
import { undecidedAdvice } from "../media-consent";
import { ConsentDecisionFields } from "./consent-decision-fields";
import type { UploadDecision } from "./use-upload-decision";

const allChoices = consentDecisions.map((choice) => choice.value);

/** What happens to files sent with no decision, in plain words, or null when every file has one. */
export function describeUndecided(undecided: number, total: number, placing: boolean) {
  if (undecided === 0) return null;
  const which =
    total === 1
      ? "this file"
      : undecided === total
        ? `all ${total} files`
        : `${undecided} of the ${total} files`;
  const where = placing
    ? "will be placed on the page but not shown to visitors"
    : "will go to the library only";
  return `No decision yet: ${which} ${where}. ${undecidedAdvice}.`;
}

/**
 * An upload form's one question about children for all its files, the consent facts when any
 * file needs them, and what files with no decision will do (stored, not shown).
 */
export function UploadDecisionPanel({
  decision,
  fileDecisions,
  placing,
  disabled,
  question,
}: {
  decision: UploadDecision;
  /** Each file's own choice ("" for the batch's): a file may differ from the others. */
  fileDecisions: readonly (ConsentDecision | "")[];
  /** Whether the files go onto a page (else only into the library). */
  placing: boolean;
  disabled: boolean;
  question?: string;
}) {
  const effective = fileDecisions.map((own) => decision.effective(own));
  const undecided = effective.filter((choice) => choice === "" || choice === "unsure").length;
  const note = describeUndecided(undecided, Math.max(effective.length, 1), placing);
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <ConsentDecisionFields
        decision={decision.decision}
        onDecide={decision.decide}
        choices={allChoices}
        showFacts={effective.includes("consented") || decision.decision === "consented"}
        errors={decision.errors}
        disabled={disabled}
        question={question}
      />
      {note && (fileDecisions.length > 0 || decision.decision !== "") ? (
        <p className="flex items-start gap-2 text-sm font-semibold text-amber-900 dark:text-amber-200">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {note}
        </p>
      ) : null}
    </div>
  );
}
