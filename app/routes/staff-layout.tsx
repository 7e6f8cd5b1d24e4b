import { Outlet } from "react-router";
import { StaffToaster } from "~/shared/staff-shell/staff-toaster";

/** Sign-in and dashboard share one toaster, so a toast survives moving from one to the other. */
export default function StaffLayout() {
  return (
    <>
      <Outlet />
      <StaffToaster />
    </>
  );
}
