import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { cn } from "~/shared/lib/class-names";

type ItemButtonsProps = {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove?: () => void;
};

/** Move up, Move down and Remove for one item or section, named for screen readers. */
export function ItemButtons({ name, first, last, onMove, onRemove }: ItemButtonsProps) {
  const small =
    "inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-slate-400 px-2 text-sm font-semibold hover:bg-slate-100 disabled:opacity-40 dark:border-slate-500 dark:hover:bg-slate-700";
  return (
    <div className="flex gap-1">
      <button
        type="button"
        className={small}
        disabled={first}
        onClick={() => onMove(-1)}
        aria-label={`Move up: ${name}`}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={small}
        disabled={last}
        onClick={() => onMove(1)}
        aria-label={`Move down: ${name}`}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      {onRemove ? (
        <button
          type="button"
          className={cn(small, "text-red-800 dark:text-red-300")}
          onClick={onRemove}
          aria-label={`Remove: ${name}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
