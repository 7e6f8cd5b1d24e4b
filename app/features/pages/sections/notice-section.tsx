import { Hammer } from "lucide-react";

export function NoticeSection({ id, title, body }: { id: string; title: string; body: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="mx-auto max-w-3xl px-4 py-12 sm:px-6"
    >
      <div className="flex gap-4 rounded-3xl border border-amber-300 bg-amber-50 p-6 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
        <Hammer aria-hidden="true" className="size-6 shrink-0" />
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-bold">
            {title}
          </h2>
          <p className="mt-1">{body}</p>
        </div>
      </div>
    </section>
  );
}
