type ErrorPageProps = {
  detail: string;
  /** Only passed in development; production never shows a stack trace. */
  stack?: string;
};

export function ErrorPage({ detail, stack }: ErrorPageProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-200">{detail}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded-xl bg-slate-100 p-4 text-xs dark:bg-slate-900">
          {stack}
        </pre>
      ) : null}
      <a
        href="/"
        className="mt-8 inline-block font-bold text-teal-800 underline dark:text-teal-300"
      >
        Return to Home
      </a>
    </section>
  );
}
