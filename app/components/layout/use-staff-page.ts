import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import { staffPageRouteIds } from "~/content/page-registry";

/**
 * True on sign-in and the dashboard, which bring their own frame instead of the public header
 * and footer. Read from React Router's state without throwing, because an island renders
 * outside any router (and is never a staff page).
 */
export function useIsStaffPage() {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return state?.matches.some((match) => staffPageRouteIds.has(match.route.id)) ?? false;
}
