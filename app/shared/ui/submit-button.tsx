import type { ButtonHTMLAttributes } from "react";
import { cn } from "~/shared/lib/class-names";
import { buttonBase, buttonStyles } from "./button-styles";

type SubmitButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  busy: boolean;
  busyLabel: string;
  variant?: keyof typeof buttonStyles;
};

/**
 * A form's submit button: disabled and relabelled (e.g. "Saving...") while its request runs.
 * `disabled` may widen that, e.g. while another button of the same form is busy.
 */
export function SubmitButton({
  busy,
  busyLabel,
  variant = "primary",
  className,
  children,
  ...button
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={cn(buttonBase, buttonStyles[variant], className)}
      {...button}
      disabled={busy || button.disabled}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
