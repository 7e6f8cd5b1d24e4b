/**
 * The fetcher a page's editor and its approval panel share, so an answer outlives the panel it
 * came from (React Router keeps a keyed fetcher's data while components come and go).
 */
export function pageEditorFetcherKey(pageKey: string) {
  return `page-editor-${pageKey}`;
}
