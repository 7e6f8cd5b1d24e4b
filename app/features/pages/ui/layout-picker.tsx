import { cn } from "~/shared/lib/class-names";
import { type PageLayout, pageLayouts } from "~/shared/site/page-registry";
import { formatVocabularyLabel } from "~/shared/site/vocabulary";

type LayoutPickerProps = {
  value: PageLayout;
  defaultLayout: PageLayout;
  onChange: (layout: PageLayout) => void;
};

const layoutHints: Record<PageLayout, string> = {
  "text-only": "The main text on its own; the page's picture in the hero.",
  "image-left": "The page's picture to the left of the main text.",
  "image-right": "The page's picture to the right of the main text.",
  gallery: "The page's picture large, under the main text.",
  "hero-content": "A large hero with the picture beside the headline.",
};

/** Radio cards, each with a small sketch of the layout as a preview badge. */
export function LayoutPicker({ value, defaultLayout, onChange }: LayoutPickerProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold">Layout</legend>
      <p className="text-slate-700 dark:text-slate-300">
        How the main text and the page's picture sit together. Save and Preview to see it on the
        page.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pageLayouts.map((layout) => (
          <label
            key={layout}
            className={cn(
              "flex cursor-pointer flex-col gap-3 rounded-2xl border-2 p-4 focus-within:ring-2 focus-within:ring-teal-600",
              layout === value
                ? "border-teal-700 bg-teal-50 dark:border-teal-300 dark:bg-slate-800"
                : "border-slate-300 dark:border-slate-600",
            )}
          >
            <span className="flex items-center gap-2 font-bold">
              <input
                type="radio"
                name="layout"
                value={layout}
                checked={layout === value}
                onChange={() => onChange(layout)}
                className="size-5 accent-teal-700"
              />
              {formatVocabularyLabel(layout)}
              {layout === defaultLayout ? (
                <span className="rounded-full bg-slate-200 px-2 text-xs dark:bg-slate-700">
                  Built-in
                </span>
              ) : null}
            </span>
            <LayoutSketch layout={layout} />
            <span className="text-sm text-slate-600 dark:text-slate-300">
              {layoutHints[layout]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A tiny wireframe: the grey bars are text, the teal block the picture. */
function LayoutSketch({ layout }: { layout: PageLayout }) {
  const text = (
    <span className="flex flex-1 flex-col gap-1">
      <span className="h-1.5 w-3/4 rounded bg-slate-400" />
      <span className="h-1.5 rounded bg-slate-300" />
      <span className="h-1.5 rounded bg-slate-300" />
    </span>
  );
  const picture = <span className="block h-8 w-12 shrink-0 rounded bg-teal-600" />;
  return (
    <span
      aria-hidden="true"
      className="flex h-24 flex-col gap-2 rounded-xl border border-slate-300 bg-white p-2 dark:border-slate-600 dark:bg-slate-900"
    >
      <span
        className={cn(
          "flex items-center gap-2 rounded bg-slate-100 p-1 dark:bg-slate-800",
          layout === "hero-content" ? "h-12" : "h-6",
        )}
      >
        <span className="h-1.5 w-1/2 rounded bg-slate-500" />
        {layout === "hero-content" || layout === "text-only" ? picture : null}
      </span>
      <span className={cn("flex gap-2", layout === "gallery" && "flex-col")}>
        {layout === "image-left" ? picture : null}
        {text}
        {layout === "image-right" ? picture : null}
        {layout === "gallery" ? <span className="block h-3 w-full rounded bg-teal-600" /> : null}
      </span>
    </span>
  );
}
