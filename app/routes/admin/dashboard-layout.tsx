import { data, useFetcher, useLocation, useNavigation } from "react-router";
import type { ActionResult } from "~/admin/action-result";
import { loadAdminPanel } from "~/admin/admin-panels.server";
import { findAdminTab, visibleAdminTabs } from "~/admin/admin-tabs";
import { readSession } from "~/auth/session.server";
import { countUsers } from "~/auth/staff-users.server";
import { AdminDashboard, signOutFetcherKey } from "~/components/admin/admin-dashboard";
import { LoginForm, signInFetcherKey } from "~/components/admin/login-form";
import { useActionToast } from "~/components/admin/use-action-toast";
import { LoadingSpinner } from "~/components/ui/loading-spinner";
import { messages } from "~/content/messages";
import { getDatabase } from "~/db/database.server";
import { buildStaffPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = ({ matches }) => buildStaffPageMeta("admin", matches);

export async function loader({ request }: Route.LoaderArgs) {
  const { user, headers } = await readSession(request);
  if (!user) {
    const canCreateAdmin = (await countUsers(getDatabase().db)) === 0;
    return data({ signedIn: false as const, canCreateAdmin }, { headers });
  }
  const tabs = visibleAdminTabs(user);
  const url = new URL(request.url);
  const requested = url.searchParams.get("tab");
  const tab = requested === null ? tabs[0] : findAdminTab(requested);
  if (!tab) throw data(null, { status: 404, statusText: "Not Found" });
  if (!tabs.some((visible) => visible.key === tab.key)) {
    throw data(null, { status: 403, statusText: messages.access.forbidden });
  }
  return data(
    {
      signedIn: true as const,
      user,
      tabs: tabs.map(({ key, label }) => ({ key, label })),
      panel: await loadAdminPanel(tab.key, url),
    },
    { headers },
  );
}

type Fetcher = ReturnType<typeof useFetcher>;

/**
 * True while the session is being worked out in the browser: right after signing in or out
 * (the dashboard's data reloads), or while arriving at /admin from another page.
 */
function useSessionResolving(signIn: Fetcher, signOut: Fetcher) {
  const navigation = useNavigation();
  const location = useLocation();
  const reloadingAfter = (fetcher: Fetcher) =>
    fetcher.state === "loading" && (fetcher.data as ActionResult | undefined)?.ok === true;
  return (
    reloadingAfter(signIn) ||
    reloadingAfter(signOut) ||
    (navigation.state === "loading" &&
      navigation.location.pathname === "/admin" &&
      location.pathname !== "/admin")
  );
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  // This page outlives the sign-in form and the dashboard, so it shows their answers.
  const signIn = useFetcher({ key: signInFetcherKey });
  const signOut = useFetcher({ key: signOutFetcherKey });
  useActionToast(signIn);
  useActionToast(signOut);
  const resolving = useSessionResolving(signIn, signOut);
  if (resolving) return <LoadingSpinner />;
  if (!loaderData.signedIn) return <LoginForm canCreateAdmin={loaderData.canCreateAdmin} />;
  return <AdminDashboard user={loaderData.user} tabs={loaderData.tabs} panel={loaderData.panel} />;
}
