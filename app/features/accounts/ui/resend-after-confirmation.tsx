import { useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import { IdentityDialog } from "./identity-dialog";

type Submission = {
  formData: FormData;
  action: string;
  encType: FetcherWithComponents<unknown>["formEncType"];
};

/**
 * Beside a form whose action may ask for re-authentication: when the answer says so, the dialog
 * asks for the password or a code, then sends the same form data again (nothing is retyped).
 */
export function ResendAfterConfirmation({ fetcher }: { fetcher: FetcherWithComponents<unknown> }) {
  const lastSubmission = useRef<Submission | null>(null);
  if (fetcher.state === "submitting" && fetcher.formData && fetcher.formAction) {
    lastSubmission.current = {
      formData: fetcher.formData,
      action: fetcher.formAction,
      encType: fetcher.formEncType,
    };
  }
  const result = fetcher.data as ActionResult | undefined;
  const [answered, setAnswered] = useState<ActionResult | null>(null);
  const asking = result?.ok === false && result.confirmIdentity === true && answered !== result;
  return (
    <IdentityDialog
      open={asking}
      reason={result?.toast.description}
      onCancel={() => setAnswered(result ?? null)}
      onConfirmed={() => {
        setAnswered(result ?? null);
        const submission = lastSubmission.current;
        if (submission) {
          // React Router reports the outcome in its state and data, not through this promise.
          void fetcher.submit(submission.formData, {
            method: "post",
            action: submission.action,
            encType: submission.encType,
          });
        }
      }}
    />
  );
}
