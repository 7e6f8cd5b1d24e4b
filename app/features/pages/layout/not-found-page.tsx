export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <h1 className="text-7xl font-extrabold tracking-tight text-teal-800 dark:text-teal-300">
        404
      </h1>
      <p className="mt-4 text-xl text-slate-700 dark:text-slate-200">Oops! Page not found</p>
      <a
        href="/"
        className="mt-8 rounded-full bg-teal-700 px-6 py-3 font-bold text-white hover:bg-teal-800 dark:bg-teal-300 dark:text-slate-950 dark:hover:bg-teal-200"
      >
        Return to Home
      </a>
    </section>
  );
}
