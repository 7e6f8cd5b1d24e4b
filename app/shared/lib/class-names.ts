/** Joins the truthy class names: `cn("a", cond && "b")`. */
export function cn(...classes: Array<string | false | null | undefined>) {
  return classes.filter(Boolean).join(" ");
}
