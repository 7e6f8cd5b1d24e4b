/** Shared button looks, for links styled as buttons and real buttons alike. */
export const buttonStyles = {
  primary:
    "bg-amber-400 text-slate-950 hover:bg-amber-300 focus-visible:outline-amber-500 dark:bg-amber-300 dark:hover:bg-amber-200",
  secondary:
    "border-2 border-current bg-transparent text-teal-900 hover:bg-teal-50 dark:text-teal-100 dark:hover:bg-slate-800",
  onDark: "border-2 border-white/80 bg-transparent text-white hover:bg-white/10",
  danger:
    "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700 dark:bg-red-600 dark:hover:bg-red-500",
} as const;

export const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60";
