/** Where the Documents tab sends a PDF (an Express route: it streams the body). */
export const documentUploadPath = "/admin/documents/upload";

/** Where the site serves documents: `/documents/<id>/<name>.pdf`. */
export const documentsPathPrefix = "/documents/";

/**
 * A title as the file's name: lower-case ASCII letters and digits joined by dashes, so it reads
 * well in an address and needs no encoding in `Content-Disposition`.
 */
export function makeDocumentFileName(title: string) {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `${slug || "document"}.pdf`;
}

/**
 * A document's address. The id finds it; the name, from its title, is for people and for the
 * saved file, so a retitled document's old address still leads to it (ADR 0042).
 */
export function makeDocumentPath(document: { id: string; title: string }) {
  return `${documentsPathPrefix}${document.id}/${makeDocumentFileName(document.title)}`;
}

/** Whether a link is one of the site's own documents (a download, not a page). */
export function isDocumentPath(href: string) {
  return href.startsWith(documentsPathPrefix);
}
