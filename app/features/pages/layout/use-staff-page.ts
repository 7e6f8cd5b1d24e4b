import { createContext, useContext } from "react";

/**
 * True on sign-in, account recovery and the dashboard (the staff layout's pages), which bring
 * their own frame instead of the public header and footer. Given by the root layout from the
 * route matches; an island renders outside any router and is never a staff page.
 */
export const StaffPageContext = createContext(false);

export function useIsStaffPage() {
  return useContext(StaffPageContext);
}
