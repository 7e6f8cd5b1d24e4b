import { useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { type AdminTabKey, adminTabPath } from "~/shared/staff-shell/admin-tabs";

type ParamChanges = Record<string, string | null>;

/**
 * A tab's choices in its URL's query, parsed by `read` as the server parses it. A choice made
 * with `change` shows at once: the router reports the navigation only in a later render, and a
 * controlled radio or select would snap back to the old value until then.
 */
export function useTabQuery<T>(tab: AdminTabKey, read: (params: URLSearchParams) => T, loaded: T) {
  const path = adminTabPath(tab);
  const [params, setParams] = useSearchParams();
  const pending = useNavigation().location;
  const pendingParams = pending?.pathname === path ? new URLSearchParams(pending.search) : null;
  // What the shown query came from. Once it moves on (navigation started or data arrived), a
  // choice made before is either part of it or was overtaken by a link.
  const basis = pendingParams ? `pending?${pendingParams}` : `loaded:${JSON.stringify(loaded)}`;
  const [chosen, setChosen] = useState<{ basis: string; params: URLSearchParams } | null>(null);
  // Forgotten for good, or Back to the URL it was made on would bring it back.
  if (chosen && chosen.basis !== basis) setChosen(null);
  const chosenParams = chosen?.basis === basis ? chosen.params : null;
  const latest = chosenParams ?? pendingParams ?? params;
  const query = chosenParams || pendingParams ? read(latest) : loaded;

  /** This URL with some parameters set, or removed with null; picker filters stay. */
  const withChanges = (changes: ParamChanges) => {
    const next = new URLSearchParams(latest);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return next;
  };

  return {
    query,
    hrefFor: (changes: ParamChanges) => adminTabPath(tab, withChanges(changes)),
    /** For selects and radios: a choice replaces the history entry (arrow keys make many). */
    change: (changes: ParamChanges) => {
      const next = withChanges(changes);
      setChosen({ basis, params: next });
      setParams(next, { replace: true, preventScrollReset: true });
    },
  };
}
