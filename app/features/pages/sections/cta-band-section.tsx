import type { ActionLink } from "../page-content-schema";
import { CtaActions } from "./cta-link";

type CtaBandSectionProps = {
  id: string;
  title: string;
  body?: string;
  actions: readonly ActionLink[];
};

export function CtaBandSection({ id, title, body, actions }: CtaBandSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-[2rem] bg-teal-800 px-6 py-12 text-center text-white shadow-xl sm:px-12 dark:bg-teal-900">
        <h2 id={headingId} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {body ? <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50">{body}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <CtaActions actions={actions} />
        </div>
      </div>
    </section>
  );
}
