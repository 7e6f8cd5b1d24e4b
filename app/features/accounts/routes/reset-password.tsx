import { type FormEvent, useEffect, useRef } from "react";
import { data, useFetcher } from "react-router";
import { getDatabase } from "~/shared/db/database.server";
import { requestFacts } from "~/shared/lib/request-facts";
import { getPage } from "~/shared/site/page-registry";
import { buildStaffMeta } from "~/shared/site/seo";
import { answerBusyDatabase } from "~/shared/staff-shell/action-response.server";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import { StaffCard, StaffCardLink } from "~/shared/staff-shell/staff-card";
import { StaffFrame } from "~/shared/staff-shell/staff-frame";
import { SubmitButton } from "~/shared/ui/submit-button";
import { accountMessages } from "../messages";
import { findResetLink, resetPasswordWithLink } from "../password-reset.server";
import { forgotPasswordPage, resetPasswordPage } from "../password-reset-paths";
import { NewPasswordFields } from "../ui/new-password-fields";
import type { Route } from "./+types/reset-password";

/**
 * /login/reset-password?token=…: the emailed link. The token is a secret for an hour, so the page
 * sends no Referer anywhere (header and meta), the browser's address bar and history lose it as
 * soon as the page runs, and the form carries it in a field, not the address. A link works once;
 * used, run out or unknown, the page says which and what to do.
 */
const noReferrer = { "Referrer-Policy": "no-referrer" };

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) merged.set(name, value);
  for (const [name, value] of Object.entries(noReferrer)) merged.set(name, value);
  return merged;
};

export const meta: Route.MetaFunction = ({ matches }) => [
  ...buildStaffMeta(resetPasswordPage.title, matches),
  { name: "referrer", content: "no-referrer" },
];

type LinkProblem = "used" | "expired" | "unknown";

const problemStatus = { used: 410, expired: 410, unknown: 404 } as const satisfies Record<
  LinkProblem,
  number
>;

const problemText = {
  used: accountMessages.passwordReset.linkUsed,
  expired: accountMessages.passwordReset.linkExpired,
  unknown: accountMessages.passwordReset.linkUnknown,
} as const satisfies Record<LinkProblem, string>;

/**
 * The link's state. Without a token the status is 200: that is also how the page is rendered
 * after its form is posted without JavaScript (the form's address carries no token), when the
 * action's answer and status are what count.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const link = await findResetLink(getDatabase().db, token);
  if (link.state !== "usable") {
    return data(
      { link: link.state, token: "", email: "" },
      { status: token ? problemStatus[link.state] : 200, headers: noReferrer },
    );
  }
  return data(
    { link: "usable" as const, token, email: link.person.email },
    { headers: noReferrer },
  );
}

/**
 * An answer of this page's form: a refused link says which way it was refused; a refused password
 * brings back the link's token and address, for the form shown again.
 */
type ResetAnswer = ActionResult & {
  link?: LinkProblem;
  form?: { token: string; email: string };
};

export async function action({ request, context }: Route.ActionArgs) {
  return answerBusyDatabase(async () => {
    const form = await request.formData();
    const database = getDatabase();
    const result = await resetPasswordWithLink(database, {
      token: String(form.get("token") ?? ""),
      newPassword: String(form.get("newPassword") ?? ""),
      confirmPassword: String(form.get("confirmPassword") ?? ""),
      ip: context.get(requestFacts).clientIp,
    });
    const title = accountMessages.passwordReset.resetFailedTitle;
    if (result.ok) {
      return data<ResetAnswer>(
        { ok: true, toast: accountMessages.passwordReset.done },
        { headers: noReferrer },
      );
    }
    if ("link" in result) {
      return data<ResetAnswer>(
        { ok: false, toast: { title, description: problemText[result.link] }, link: result.link },
        { status: problemStatus[result.link], headers: noReferrer },
      );
    }
    const description = Object.values(result.fieldErrors)[0] ?? title;
    return data<ResetAnswer>(
      {
        ok: false,
        toast: { title, description },
        fieldErrors: result.fieldErrors,
        form: { token: result.token, email: result.email },
      },
      { status: 400, headers: noReferrer },
    );
  }, accountMessages.passwordReset.resetFailedTitle);
}

const signInPath = getPage("login").route;

/** Sign-in's frame: the staff header, not the public site's. */
export default function ResetPasswordPage(props: Route.ComponentProps) {
  return (
    <StaffFrame>
      <ResetPasswordCard {...props} />
    </StaffFrame>
  );
}

function ResetPasswordCard({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<ResetAnswer>();
  const answer = fetcher.data ?? (actionData as ResetAnswer | undefined);
  useForgetTokenInAddressBar();
  // An answer comes first: after a success the page's data is reloaded, and the link is used.
  if (answer?.ok) return <PasswordChanged />;
  const refused = answer?.ok === false ? answer : undefined;
  const link = refused?.link ?? (refused?.form ? "usable" : loaderData.link);
  const { token, email } = refused?.form ?? loaderData;
  return (
    <StaffCard title={resetPasswordPage.title}>
      {link === "usable" ? (
        <ResetForm fetcher={fetcher} answer={answer} token={token} email={email} />
      ) : (
        <>
          <p role="alert" className="mt-4">
            {problemText[link]}
          </p>
          <StaffCardLink href={forgotPasswordPage.path}>Ask for a new link</StaffCardLink>
        </>
      )}
      <StaffCardLink href={signInPath}>Back to sign in</StaffCardLink>
    </StaffCard>
  );
}

/**
 * Takes the token out of the address bar and the browser's history once the page runs; React
 * Router keeps its own copy of the address, and the form sends the token in a field.
 */
function useForgetTokenInAddressBar() {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("token")) return;
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, []);
}

function PasswordChanged() {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { title, description } = accountMessages.passwordReset.done;
  return (
    <StaffCard title={resetPasswordPage.title}>
      <div
        role="status"
        className="mt-6 rounded-2xl bg-teal-50 p-4 text-teal-950 dark:bg-slate-800 dark:text-teal-50"
      >
        <h2 ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
          {title}
        </h2>
        <p className="mt-1">{description}</p>
      </div>
      <StaffCardLink href={signInPath}>Sign in</StaffCardLink>
    </StaffCard>
  );
}

function ResetForm({
  fetcher,
  answer,
  token,
  email,
}: {
  fetcher: ReturnType<typeof useFetcher<ResetAnswer>>;
  answer: ResetAnswer | undefined;
  token: string;
  email: string;
}) {
  const errors = answer?.ok === false ? (answer.fieldErrors ?? {}) : {};

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React Router reports the outcome in its state and data, not through this promise.
    void fetcher.submit(event.currentTarget, { method: "post", action: resetPasswordPage.path });
  }

  return (
    <>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        For <strong className="break-all">{email}</strong>. Saving it signs you out everywhere you
        are signed in.
      </p>
      <form
        method="post"
        action={resetPasswordPage.path}
        noValidate
        onSubmit={handleSubmit}
        className="mt-6 space-y-5"
      >
        <input type="hidden" name="token" value={token} />
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields errors={errors} />
        <SubmitButton busy={fetcher.state !== "idle"} busyLabel="Saving..." className="w-full">
          Save new password
        </SubmitButton>
      </form>
    </>
  );
}
