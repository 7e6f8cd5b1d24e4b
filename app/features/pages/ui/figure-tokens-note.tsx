import { figureToken, formatImpactFigure } from "~/shared/site/figure-tokens";
import { type ImpactFigures, impactFigureKeys } from "~/shared/site/impact-stats";

/**
 * Beside page text: the codes that quote an impact figure, with what visitors see for each now,
 * so staff type a code rather than a number that goes out of date.
 */
export function FigureTokensNote({ figures }: { figures: ImpactFigures }) {
  return (
    <details className="rounded-xl border border-slate-300 p-4 dark:border-slate-600">
      <summary className="cursor-pointer font-semibold">Quoting an impact figure</summary>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Type one of these codes, curly brackets included, where a sentence gives a number. Visitors
        see the number from the Settings tab, so the page stays right when it changes (an
        administrator changes it there).
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {impactFigureKeys.map((key) => (
          <li key={key}>
            <code className="font-mono font-semibold">{figureToken(key)}</code> shows “
            {formatImpactFigure(figures, key)}” ({figures[key].label})
          </li>
        ))}
      </ul>
    </details>
  );
}
