import { useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import type { AdminTabKey } from "~/admin/admin-tabs";

type ParamChanges = Record<string, string | null>;

/**
 * The dashboard's URL state for one tab, parsed by `read` as the server parses it. A choice made
 * with `change` shows at once: the router reports the navigation only in a later render, and a
 * controlled radio or select would snap back to the old value until then.
 */
export function useDashboardQuery<T>(
  tab: AdminTabKey,
  read: (params: URLSearchParams) => T,
  loaded: T,
) {
  const [params, setParams] = useSearchParams();
  const pending = useNavigation().location;
  const pendingParams = pending?.pathname === "/admin" ? new URLSearchParams(pending.search) : null;
  const pendingTabParams = pendingParams?.get("tab") === tab ? pendingParams : null;
  // What the shown query came from. Once it moves on (navigation started or data arrived), a
  // choice made before is either part of it or was overtaken by a link.
  const basis = pendingTabParams
    ? `pending?${pendingTabParams}`
    : `loaded:${JSON.stringify(loaded)}`;
  const [chosen, setChosen] = useState<{ basis: string; params: URLSearchParams } | null>(null);
  // Forgotten for good, or Back to the URL it was made on would bring it back.
  if (chosen && chosen.basis !== basis) setChosen(null);
  const chosenParams = chosen?.basis === basis ? chosen.params : null;
  const latest = chosenParams ?? pendingTabParams ?? params;
  const query = chosenParams || pendingTabParams ? read(latest) : loaded;

  /** This URL with some parameters set, or removed with null; tab and picker filters stay. */
  const withChanges = (changes: ParamChanges) => {
    const next = new URLSearchParams(latest);
    next.set("tab", tab);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return next;
  };

  return {
    query,
    hrefFor: (changes: ParamChanges) => `?${withChanges(changes)}`,
    /** For selects and radios: a choice replaces the history entry (arrow keys make many). */
    change: (changes: ParamChanges) => {
      const next = withChanges(changes);
      setChosen({ basis, params: next });
      setParams(next, { replace: true, preventScrollReset: true });
    },
  };
}
