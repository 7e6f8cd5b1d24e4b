import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/shared/lib/class-names";

/** The rounded square an icon sits in, in each accent a card may take. */
export const iconBadgeClasses = {
  teal: "inline-flex size-12 items-center justify-center rounded-2xl bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100",
  amber:
    "inline-flex size-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
} as const;

/**
 * "stacked": a small card with its heading under the icon, e.g. a contact detail. "beside": a
 * larger card with its heading beside the icon, e.g. a way to give.
 */
const layouts = {
  stacked: {
    card: "min-w-0 rounded-3xl border border-slate-200 bg-white p-6 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200",
    heading: "mt-4 text-lg font-bold text-slate-900 dark:text-white",
    body: "mt-2",
  },
  beside: {
    card: "rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900",
    heading: "text-2xl font-bold text-slate-900 dark:text-white",
    body: "mt-6",
  },
} as const;

type IconCardProps = Omit<ComponentProps<"div">, "children"> & {
  /** Decorative: the heading says what the card is. */
  icon: ReactNode;
  heading: string;
  layout?: keyof typeof layouts;
  accent?: keyof typeof iconBadgeClasses;
  children: ReactNode;
};

/** A card headed by an icon in a rounded square and a heading, its content below. */
export function IconCard({
  icon,
  heading,
  layout = "stacked",
  accent = "teal",
  className,
  children,
  ...attributes
}: IconCardProps) {
  const classes = layouts[layout];
  const badge = <span className={iconBadgeClasses[accent]}>{icon}</span>;
  const title = <h3 className={classes.heading}>{heading}</h3>;
  return (
    <div {...attributes} className={cn(className, classes.card)}>
      {layout === "beside" ? (
        <div className="flex items-center gap-3">
          {badge}
          {title}
        </div>
      ) : (
        <>
          {badge}
          {title}
        </>
      )}
      <div className={classes.body}>{children}</div>
    </div>
  );
}
