import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { passwordLength, passwordRulesHint } from "~/shared/auth/password-rules";
import { type Role, roleLabels, roles } from "~/shared/auth/roles";
import { cn } from "~/shared/lib/class-names";
import { formatDateTime } from "~/shared/lib/format-date-time";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { describeRolePowers } from "~/shared/staff-shell/role-powers";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { SubmitButton } from "~/shared/ui/submit-button";
import { inputClass, TextField } from "~/shared/ui/text-field";
import { accountMessages } from "../messages";
import type { UsersTabData } from "../users-tab-data";
import { ResendAfterConfirmation } from "./resend-after-confirmation";

type StaffUser = UsersTabData["users"][number];

const smallButton = "min-h-10 px-4 py-2 text-sm";
const rolePowers = describeRolePowers();

export function UsersPanel({
  users,
  auditLog,
  twoFactorRequired,
  mailConfigured,
  currentUserId,
}: UsersTabData & { currentUserId: string }) {
  return (
    <div className="space-y-12">
      <section aria-labelledby="users-heading">
        <h2 id="users-heading" className="text-2xl font-bold">
          Users
        </h2>
        <div className="mt-2 max-w-3xl space-y-1 text-slate-600 dark:text-slate-300">
          <p>{rolePowers.editor}</p>
          <p>{rolePowers.admin}</p>
        </div>
        <ul className="mt-6 grid gap-4 lg:grid-cols-2">
          {users.map((user) => (
            <UserCard
              key={user.id}
              user={user}
              isSelf={user.id === currentUserId}
              mailConfigured={mailConfigured}
            />
          ))}
        </ul>
      </section>
      <AddUserForm />
      <TwoFactorPolicyForm required={twoFactorRequired} />
      <AuditLog entries={auditLog} />
    </div>
  );
}

function UserCard({
  user,
  isSelf,
  mailConfigured,
}: {
  user: StaffUser;
  isSelf: boolean;
  mailConfigured: boolean;
}) {
  const fetcher = useFetcher();
  useActionToast(fetcher);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const busy = fetcher.state !== "idle";
  const roleSelectId = `role-${user.id}`;
  return (
    <li className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <p className="break-all text-lg font-bold">
        {user.email} {isSelf ? <span className="font-normal">(you)</span> : null}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">Name</dt>
        <dd>{user.name}</dd>
        <dt className="font-semibold">Last sign-in</dt>
        <dd>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : "Never"}</dd>
        <dt className="font-semibold">Two-factor</dt>
        <dd>{user.twoFactorEnabled ? "On" : "Off"}</dd>
        <dt className="font-semibold">Added</dt>
        <dd>{formatDateTime(user.createdAt)}</dd>
      </dl>
      {user.mustChangePassword ? (
        <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
          Has not chosen their own password yet
        </p>
      ) : null}
      <fetcher.Form
        method="post"
        action={adminTabPath("users")}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="userId" value={user.id} />
        <div className="space-y-1">
          <label htmlFor={roleSelectId} className="block text-sm font-semibold">
            Role
          </label>
          <select
            id={roleSelectId}
            name="role"
            defaultValue={user.role}
            className={cn(inputClass, "py-2")}
          >
            <RoleOptions />
          </select>
        </div>
        <button
          type="submit"
          name="intent"
          value="role"
          disabled={busy}
          className={cn(buttonBase, buttonStyles.secondary, smallButton)}
        >
          Save role
        </button>
        {isSelf ? null : confirmingRemoval ? (
          <>
            <button
              type="submit"
              name="intent"
              value="remove"
              disabled={busy}
              className={cn(buttonBase, buttonStyles.danger, smallButton)}
            >
              Yes, remove {user.email}
            </button>
            <button
              type="button"
              onClick={() => setConfirmingRemoval(false)}
              className={cn(buttonBase, buttonStyles.secondary, smallButton)}
            >
              Cancel
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={() => setConfirmingRemoval(true)}
            className={cn(
              buttonBase,
              buttonStyles.secondary,
              smallButton,
              "text-red-800 dark:text-red-300",
            )}
          >
            Remove
          </button>
        )}
      </fetcher.Form>
      <ResendAfterConfirmation fetcher={fetcher} />
      <AccountRecovery user={user} isSelf={isSelf} mailConfigured={mailConfigured} />
    </li>
  );
}

/**
 * Help for someone locked out, folded away under each person: a reset link by email, a temporary
 * password to hand over, and two-factor reset. Each asks for the administrator's password again
 * after a while, like every change here. Temporary passwords and two-factor are not for oneself.
 */
function AccountRecovery({
  user,
  isSelf,
  mailConfigured,
}: {
  user: StaffUser;
  isSelf: boolean;
  mailConfigured: boolean;
}) {
  return (
    <details className="group mt-4 rounded-xl border border-slate-200 dark:border-slate-700">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">
        Locked out? Password and two-factor
      </summary>
      <div className="space-y-5 border-t border-slate-200 p-4 dark:border-slate-700">
        <SendResetLinkForm user={user} mailConfigured={mailConfigured} />
        {isSelf ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            For your own password and two-factor, use My Account.
          </p>
        ) : (
          <>
            <TemporaryPasswordForm user={user} />
            {user.twoFactorEnabled ? <ResetTwoFactorForm user={user} /> : null}
          </>
        )}
      </div>
    </details>
  );
}

function SendResetLinkForm({ user, mailConfigured }: { user: StaffUser; mailConfigured: boolean }) {
  const fetcher = useFetcher();
  useActionToast(fetcher);
  return (
    <div>
      <h3 className="font-bold">Reset link by email</h3>
      {mailConfigured ? (
        <fetcher.Form method="post" action={adminTabPath("users")} className="mt-1 space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Emails {user.email} a link to choose a new password. It works once, within an hour.
          </p>
          <input type="hidden" name="userId" value={user.id} />
          <SubmitButton
            name="intent"
            value="send-reset-link"
            variant="secondary"
            busy={fetcher.state !== "idle"}
            busyLabel="Sending..."
            className={smallButton}
          >
            Send a reset link
          </SubmitButton>
        </fetcher.Form>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {accountMessages.accountRecovery.mailNotSetUp}
        </p>
      )}
      <ResendAfterConfirmation fetcher={fetcher} />
    </div>
  );
}

function TemporaryPasswordForm({ user }: { user: StaffUser }) {
  const fetcher = useFetcher();
  const form = useRef<HTMLFormElement>(null);
  const result = useActionToast(fetcher, () => form.current?.reset());
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <div>
      <h3 className="font-bold">Temporary password</h3>
      <fetcher.Form
        ref={form}
        method="post"
        action={adminTabPath("users")}
        className="mt-1 space-y-3"
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Give it to them in person or by phone. They are signed out now and must choose their own
          password when they next sign in.
        </p>
        <input type="hidden" name="userId" value={user.id} />
        <TextField
          label="Temporary password"
          name="password"
          type="text"
          autoComplete="off"
          required
          minLength={passwordLength.min}
          hint={passwordRulesHint}
          error={errors.password}
        />
        <SubmitButton
          name="intent"
          value="temporary-password"
          variant="secondary"
          busy={fetcher.state !== "idle"}
          busyLabel="Setting..."
          className={smallButton}
        >
          Set temporary password
        </SubmitButton>
      </fetcher.Form>
      <ResendAfterConfirmation fetcher={fetcher} />
    </div>
  );
}

function ResetTwoFactorForm({ user }: { user: StaffUser }) {
  const fetcher = useFetcher();
  const [confirming, setConfirming] = useState(false);
  useActionToast(fetcher, () => setConfirming(false));
  return (
    <div>
      <h3 className="font-bold">Two-factor sign-in</h3>
      <fetcher.Form method="post" action={adminTabPath("users")} className="mt-1 space-y-2">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          For someone who lost their phone and their recovery codes: their two-factor is turned off
          and they are signed out. They sign in with their password, and set it up again.
        </p>
        <input type="hidden" name="userId" value={user.id} />
        {confirming ? (
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="reset-two-factor"
              disabled={fetcher.state !== "idle"}
              className={cn(buttonBase, buttonStyles.danger, smallButton)}
            >
              Yes, reset two-factor for {user.email}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={cn(buttonBase, buttonStyles.secondary, smallButton)}
            >
              Cancel
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={cn(buttonBase, buttonStyles.secondary, smallButton)}
          >
            Reset two-factor
          </button>
        )}
      </fetcher.Form>
      <ResendAfterConfirmation fetcher={fetcher} />
    </div>
  );
}

function AddUserForm() {
  const fetcher = useFetcher();
  const form = useRef<HTMLFormElement>(null);
  const result = useActionToast(fetcher, () => form.current?.reset());
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const defaultRole: Role = "editor";
  return (
    <section aria-labelledby="add-user-heading" className="max-w-3xl">
      <h2 id="add-user-heading" className="text-2xl font-bold">
        Add a user
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Choose a first password and give it to them in person or by phone. They must replace it when
        they first sign in.
      </p>
      <fetcher.Form
        ref={form}
        method="post"
        action={adminTabPath("users")}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          required
          error={errors.email}
        />
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          hint="Optional."
          error={errors.name}
        />
        <div className="space-y-1.5">
          <label htmlFor="new-user-role" className="block font-semibold">
            Role
          </label>
          <select id="new-user-role" name="role" defaultValue={defaultRole} className={inputClass}>
            <RoleOptions />
          </select>
        </div>
        <TextField
          label="First password"
          name="password"
          type="text"
          autoComplete="off"
          required
          minLength={passwordLength.min}
          hint={passwordRulesHint}
          error={errors.password}
        />
        <div className="sm:col-span-2">
          <SubmitButton
            name="intent"
            value="add"
            busy={fetcher.state !== "idle"}
            busyLabel="Adding..."
          >
            Add user
          </SubmitButton>
        </div>
      </fetcher.Form>
      <ResendAfterConfirmation fetcher={fetcher} />
    </section>
  );
}

/** Admins require two-factor for everyone; staff without it must set it up before anything else. */
function TwoFactorPolicyForm({ required }: { required: boolean }) {
  const fetcher = useFetcher();
  useActionToast(fetcher);
  return (
    <section aria-labelledby="two-factor-policy-heading" className="max-w-3xl">
      <h2 id="two-factor-policy-heading" className="text-2xl font-bold">
        Two-factor sign-in
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        With two-factor on, signing in also needs a 6-digit code from an app on the person's phone,
        so a stolen password is not enough. Each person turns it on in My Account.
      </p>
      <fetcher.Form
        method="post"
        action={adminTabPath("users")}
        className="mt-4 flex flex-wrap items-center gap-4"
      >
        <label className="flex min-h-10 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            name="required"
            defaultChecked={required}
            className="size-5 accent-teal-700"
          />
          Require two-factor for all staff
        </label>
        <SubmitButton
          name="intent"
          value="two-factor-policy"
          variant="secondary"
          busy={fetcher.state !== "idle"}
          busyLabel="Saving..."
          className={smallButton}
        >
          Save
        </SubmitButton>
      </fetcher.Form>
      <ResendAfterConfirmation fetcher={fetcher} />
    </section>
  );
}

function AuditLog({ entries }: { entries: UsersTabData["auditLog"] }) {
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="text-2xl font-bold">
        Activity log
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        The latest {entries.length} entries: sign-ins and failed sign-ins, every change staff made
        (users, settings, pages, photos and videos, consent, reviews, videos, events, volunteers,
        enquiries, the newsletter) and what the site did by itself, such as publishing a page on
        schedule. Each says who, when and from where.
      </p>
      {entries.length === 0 ? (
        <p className="mt-4">Nothing recorded yet.</p>
      ) : (
        // Wider than a phone: it scrolls sideways, so it takes the keyboard's focus to scroll too.
        <section
          aria-label="Activity log entries"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-slate-100 dark:bg-slate-800">
              <tr>
                <th scope="col" className="px-4 py-2">
                  When
                </th>
                <th scope="col" className="px-4 py-2">
                  Who
                </th>
                <th scope="col" className="px-4 py-2">
                  What
                </th>
                <th scope="col" className="px-4 py-2">
                  About
                </th>
                <th scope="col" className="px-4 py-2">
                  From
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="whitespace-nowrap px-4 py-2">{formatDateTime(entry.at)}</td>
                  <td className="px-4 py-2 break-all">{entry.actor ?? "—"}</td>
                  <td className="px-4 py-2">{entry.action}</td>
                  <td className="px-4 py-2 break-all">
                    {[entry.target, entry.detail].filter(Boolean).join(": ") || "—"}
                  </td>
                  <td className="px-4 py-2">{entry.ip ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function RoleOptions() {
  return roles.map((role) => (
    <option key={role} value={role}>
      {roleLabels[role]}
    </option>
  ));
}
