import { useEffect, useRef, useState } from "react";

/** The id of a library card, which takes focus when its file has just been uploaded. */
export const mediaCardId = (fileId: string) => `media-card-${fileId}`;

type Request = { elementId: string; before: unknown; focusElsewhere: () => void };

/**
 * After an upload, focus goes to its result (a new file's card, the recent uploads) as soon as
 * the page shows it, which may be only once the reloaded data has arrived; if the reload does not
 * show it (the library filtered or on a later page), focus goes elsewhere. `data` is the loader's
 * data: a new object once the reload has arrived.
 */
export function useFocusAfterReload(data: unknown) {
  const latest = useRef(data);
  useEffect(() => {
    latest.current = data;
  });
  const [request, setRequest] = useState<Request | null>(null);
  useEffect(() => {
    if (!request) return;
    const element = document.getElementById(request.elementId);
    if (element) element.focus();
    else if (data === request.before) return;
    else request.focusElsewhere();
    setRequest(null);
  }, [request, data]);
  return (elementId: string, focusElsewhere: () => void) =>
    setRequest({ elementId, before: latest.current, focusElsewhere });
}
