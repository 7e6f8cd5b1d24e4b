import { attentionCopy } from "./attention-vocabulary";

/** A count of what waits for someone; its words are read with the name of what it sits in. */
export function WaitingBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="rounded-full bg-amber-300 px-2 py-0.5 text-sm font-bold text-slate-950">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{attentionCopy.badge(count)}</span>
    </span>
  );
}
