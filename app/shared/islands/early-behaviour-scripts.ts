/** One early behaviour (app/shared/behaviours/early-behaviours.ts) as the build bundled it. */
export type EarlyBehaviourScript = {
  module: string;
  /** Attributes of the elements it acts on. */
  markers: readonly string[];
  /** Its own small script, which installs it. */
  script: string;
};

/** The text of the one inline script that runs these behaviours, in their order. */
export function joinEarlyBehaviourScripts(behaviours: readonly EarlyBehaviourScript[]) {
  return behaviours.map((behaviour) => behaviour.script).join("\n");
}

/**
 * Whether a page's HTML carries one of the behaviour's markers. React writes every attribute it
 * renders as ` name="value"`, so the text is enough; an attribute that only looks like one (in
 * a page's words or a script) costs a few bytes of script, never a missing behaviour.
 */
export function pageUsesEarlyBehaviour(html: string, behaviour: EarlyBehaviourScript) {
  return behaviour.markers.some((marker) => html.includes(` ${marker}="`));
}
