import { type FormEvent, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { getDatabase } from "~/shared/db/database.server";
import { requestFacts } from "~/shared/lib/request-facts";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { isMailConfigured } from "~/shared/mail/send-mail.server";
import { getPage } from "~/shared/site/page-registry";
import { buildStaffMeta } from "~/shared/site/seo";
import {
  actionFailure,
  actionSuccess,
  answerBusyDatabase,
} from "~/shared/staff-shell/action-response.server";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import { StaffCard, StaffCardLink } from "~/shared/staff-shell/staff-card";
import { StaffFrame } from "~/shared/staff-shell/staff-frame";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import { emailAddressSchema } from "../email-address";
import { accountMessages } from "../messages";
import { requestPasswordReset } from "../password-reset.server";
import { forgotPasswordPage } from "../password-reset-paths";
import type { Route } from "./+types/forgot-password";

/**
 * /login/forgot-password: a link to choose a new password, emailed to the address typed. The
 * answer is the same whether or not the address has an account; without mail set up, the page
 * says to ask an administrator and sends nothing. Too many requests: 429 with Retry-After.
 */
export const headers = headersWithRetryAfter;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildStaffMeta(forgotPasswordPage.title, matches);

export function loader() {
  return { mailConfigured: isMailConfigured() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerBusyDatabase(
    () => answerRequest(request, context.get(requestFacts).clientIp),
    accountMessages.passwordReset.requestFailedTitle,
  );
}

async function answerRequest(request: Request, ip: string) {
  const title = accountMessages.passwordReset.requestFailedTitle;
  if (!isMailConfigured()) {
    return actionFailure(503, { title, description: accountMessages.passwordReset.mailNotSetUp });
  }
  const typed = String((await request.formData()).get("email") ?? "").trim();
  const parsed = emailAddressSchema.safeParse(typed);
  if (!parsed.success) {
    const problem = typed
      ? (parsed.error.issues[0]?.message ?? accountMessages.passwordReset.emailMissing)
      : accountMessages.passwordReset.emailMissing;
    return actionFailure(400, { title, description: problem }, { email: problem });
  }
  const result = await requestPasswordReset(getDatabase().db, {
    email: parsed.data,
    ip,
    origin: getSiteOrigin(request),
  });
  if (!result.ok) {
    const description = accountMessages.passwordReset.tooManyRequests(result.retryAfterMinutes);
    return actionFailure(429, { title, description }, undefined, {
      "Retry-After": String(result.retryAfterMinutes * 60),
    });
  }
  return actionSuccess(accountMessages.passwordReset.requested);
}

const signInPath = getPage("login").route;

/** Sign-in's frame: the staff header, not the public site's. */
export default function ForgotPasswordPage(props: Route.ComponentProps) {
  return (
    <StaffFrame>
      <ForgotPasswordCard {...props} />
    </StaffFrame>
  );
}

function ForgotPasswordCard({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<ActionResult>();
  // With JavaScript the fetcher's answer; without it, the page rendered after the form's post.
  const answer = fetcher.data ?? (actionData as ActionResult | undefined);
  if (!loaderData.mailConfigured) {
    return (
      <StaffCard title={forgotPasswordPage.title}>
        <p className="mt-4">{accountMessages.passwordReset.mailNotSetUp}</p>
        <StaffCardLink href={signInPath}>Back to sign in</StaffCardLink>
      </StaffCard>
    );
  }
  return (
    <StaffCard title={forgotPasswordPage.title}>
      {answer?.ok ? <RequestAnswered /> : <RequestForm fetcher={fetcher} answer={answer} />}
      <StaffCardLink href={signInPath}>Back to sign in</StaffCardLink>
    </StaffCard>
  );
}

/** The answer, the same for every address: focused, so it is read out at once. */
function RequestAnswered() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { title, description } = accountMessages.passwordReset.requested;
  return (
    <div
      role="status"
      className="mt-6 rounded-2xl bg-teal-50 p-4 text-teal-950 dark:bg-slate-800 dark:text-teal-50"
    >
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {title}
      </h2>
      <p className="mt-1">{description}</p>
    </div>
  );
}

function RequestForm({
  fetcher,
  answer,
}: {
  fetcher: ReturnType<typeof useFetcher<ActionResult>>;
  answer: ActionResult | undefined;
}) {
  const refusal = answer?.ok === false ? answer : undefined;
  const emailError = refusal?.fieldErrors?.email;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React Router reports the outcome in its state and data, not through this promise.
    void fetcher.submit(event.currentTarget, { method: "post", action: forgotPasswordPage.path });
  }

  return (
    <>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Type the email address you sign in with. We will email it a link to choose a new password.
      </p>
      {refusal && !emailError ? (
        <p
          role="alert"
          className="mt-4 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-slate-800 dark:text-amber-100"
        >
          {refusal.toast.description}
        </p>
      ) : null}
      <form
        method="post"
        action={forgotPasswordPage.path}
        noValidate
        onSubmit={handleSubmit}
        className="mt-6 space-y-5"
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={emailError}
        />
        <SubmitButton busy={fetcher.state !== "idle"} busyLabel="Sending..." className="w-full">
          Email me a link
        </SubmitButton>
      </form>
    </>
  );
}
