import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import { staffLayoutRouteId } from "~/content/page-registry";

/**
 * True on sign-in, account recovery and the dashboard (the staff layout's pages), which bring their own frame instead of the public header
 * and footer. Read from React Router's state without throwing, because an island renders
 * outside any router (and is never a staff page).
 */
export function useIsStaffPage() {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return state?.matches.some((match) => match.route.id === staffLayoutRouteId) ?? false;
}
