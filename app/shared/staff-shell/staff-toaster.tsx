import { useSyncExternalStore } from "react";
import { Toaster } from "sonner";

/**
 * Phones, below Tailwind's `sm`: their on-screen keyboard, and the Save buttons of the form being
 * filled in, are at the bottom of the screen, so a toast there hides what staff are working on.
 */
const phoneQuery = "(max-width: 639px)";

function watchPhoneWidth(onChange: () => void) {
  const media = matchMedia(phoneQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

const isPhoneWidth = () => matchMedia(phoneQuery).matches;

/**
 * Where staff forms' answers appear: at the top on a phone, clear of the keyboard and the form's
 * buttons; bottom right on wider screens, beside the content rather than over it.
 */
export function StaffToaster({ id }: { id?: string }) {
  // Toasts only follow a form sent from the browser, so the server's guess is never seen.
  const phone = useSyncExternalStore(watchPhoneWidth, isPhoneWidth, () => false);
  return (
    <Toaster id={id} position={phone ? "top-center" : "bottom-right"} theme="system" closeButton />
  );
}
