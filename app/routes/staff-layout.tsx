import { Outlet } from "react-router";
import { Toaster } from "sonner";

/** Sign-in and dashboard share one toaster, so a toast survives moving from one to the other. */
export default function StaffLayout() {
  return (
    <>
      <Outlet />
      <Toaster position="bottom-right" theme="system" closeButton />
    </>
  );
}
