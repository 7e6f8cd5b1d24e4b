import { data, type RouterContextProvider } from "react-router";
import { readSession } from "~/shared/auth/session.server";
import { messages } from "~/shared/site/messages";
import { applyActionCookies } from "~/shared/staff-shell/action-cookies.server";
import { type AdminTabKey, visibleAdminTabs } from "~/shared/staff-shell/admin-tabs";

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * Each dashboard request's session, read once: the layout's loader and the tab's run side by side
 * on one request, and reading it twice would also renew the session cookie twice. Keyed by the
 * request context, the one object all loaders of a request share (each gets its own Request copy).
 */
const sessions = new WeakMap<Readonly<RouterContextProvider>, ReturnType<typeof readSession>>();

export function readDashboardSession({ request, context }: LoaderArgs) {
  let session = sessions.get(context);
  if (!session) {
    session = readSession(applyActionCookies(request, context));
    sessions.set(context, session);
  }
  return session;
}

/**
 * The first line of every tab's loader: the signed-in user, or null when signed out (the layout
 * shows the login form in place of the tab). A user who may not see the tab gets 403.
 */
export async function readTabUser(args: LoaderArgs, tab: AdminTabKey) {
  const { user } = await readDashboardSession(args);
  if (!user) return null;
  if (!visibleAdminTabs(user).some((visible) => visible.key === tab)) {
    throw data(null, { status: 403, statusText: messages.access.forbidden });
  }
  return user;
}
