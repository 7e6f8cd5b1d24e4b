import {
  data,
  Outlet,
  type ShouldRevalidateFunction,
  useFetcher,
  useNavigation,
} from "react-router";
import { LoginForm, signInFetcherKey } from "~/features/accounts";
import {
  countUsers,
  readDashboardSession,
  readPendingCodeStep,
} from "~/features/accounts/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { buildStaffPageMeta } from "~/shared/site/seo";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import { dashboardPath, groupAdminTabs, visibleAdminTabs } from "~/shared/staff-shell/admin-tabs";
import { countAttentionByTab } from "~/shared/staff-shell/attention-items";
import { DashboardShell, signOutFetcherKey } from "~/shared/staff-shell/dashboard-shell";
import { StaffFrame } from "~/shared/staff-shell/staff-frame";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { LoadingSpinner } from "~/shared/ui/loading-spinner";
import { loadAttentionItems } from "../registries/attention-items.server";
import type { Route } from "./+types/dashboard-layout";

export const meta: Route.MetaFunction = ({ matches }) => buildStaffPageMeta("admin", matches);

/**
 * Signed out, every dashboard address shows the login form in place; signed in, the shell with
 * the tabs this user may open. Each tab's loader checks the session and role again itself.
 */
export async function loader(args: Route.LoaderArgs) {
  const { user, headers, ended } = await readDashboardSession(args);
  if (!user) {
    const canCreateAdmin = (await countUsers(getDatabase().db)) === 0;
    const codeStep = (await readPendingCodeStep(args.request)) !== null;
    return data(
      { signedIn: false as const, canCreateAdmin, codeStep, sessionEnded: ended },
      { headers },
    );
  }
  const visible = visibleAdminTabs(user);
  const attention = visible.some((tab) => tab.key === "needs-attention")
    ? await loadAttentionItems(getDatabase().db, user.role)
    : [];
  return data(
    {
      signedIn: true as const,
      user: { email: user.email, role: user.role },
      navigation: groupAdminTabs(visible, countAttentionByTab(attention)),
      attention,
    },
    { headers },
  );
}

/**
 * Moving to another tab reads the session again with that tab's data (in the same request), so
 * the shell never shows a session the tab no longer has: one that ended, or signing in at /admin,
 * whose index then sends the user on to their first tab.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

function isDashboardPath(pathname: string) {
  return pathname === dashboardPath || pathname.startsWith(`${dashboardPath}/`);
}

type Fetcher = ReturnType<typeof useFetcher>;

/**
 * True while the session is being worked out in the browser: right after signing in or out (the
 * dashboard's data reloads), and while a signed-out dashboard moves to another of its addresses
 * (signing in at /admin goes on to the first tab).
 */
function useSessionResolving(signIn: Fetcher, signOut: Fetcher, signedIn: boolean) {
  const navigation = useNavigation();
  const reloadingAfter = (fetcher: Fetcher) =>
    fetcher.state === "loading" && (fetcher.data as ActionResult | undefined)?.ok === true;
  return (
    reloadingAfter(signIn) ||
    reloadingAfter(signOut) ||
    (!signedIn && navigation.state === "loading" && isDashboardPath(navigation.location.pathname))
  );
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  // The layout outlives the sign-in form and the shell, so it shows their answers.
  const signIn = useFetcher({ key: signInFetcherKey });
  const signOut = useFetcher({ key: signOutFetcherKey });
  useActionToast(signIn);
  useActionToast(signOut);
  const resolving = useSessionResolving(signIn, signOut, loaderData.signedIn);
  if (resolving) {
    return (
      <StaffFrame>
        <LoadingSpinner />
      </StaffFrame>
    );
  }
  if (!loaderData.signedIn) {
    return (
      <StaffFrame>
        <LoginForm
          canCreateAdmin={loaderData.canCreateAdmin}
          codeStep={loaderData.codeStep}
          sessionEnded={loaderData.sessionEnded}
        />
      </StaffFrame>
    );
  }
  return (
    <DashboardShell user={loaderData.user} navigation={loaderData.navigation}>
      <Outlet />
    </DashboardShell>
  );
}
