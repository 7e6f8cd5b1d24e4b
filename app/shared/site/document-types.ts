import { formatFileSize } from "~/shared/lib/format-file-size";

/**
 * What kind of document a PDF is: staff choose one when they upload it, and each page's
 * downloads list shows the kinds its built-in structure names (Policies on About us, say), so
 * filing a document is what puts it on the pages that list its kind.
 */
export const documentCategories = [
  { value: "annual-report", label: "Annual report" },
  { value: "accounts", label: "Accounts" },
  { value: "policy", label: "Policy" },
  { value: "form", label: "Form" },
  { value: "other", label: "Other" },
] as const;

export type DocumentCategory = (typeof documentCategories)[number]["value"];

export const documentCategoryValues = documentCategories.map((category) => category.value) as [
  DocumentCategory,
  ...DocumentCategory[],
];

export function formatDocumentCategory(category: DocumentCategory) {
  return documentCategories.find((entry) => entry.value === category)?.label ?? category;
}

/** The only type the library stores, decided from the file's bytes. */
export const pdfMimeType = "application/pdf";

/** The largest PDF staff may upload: an annual report with photos fits; a scanned book does not. */
export const maxDocumentMegabytes = 20;
export const maxDocumentBytes = maxDocumentMegabytes * 1024 * 1024;

/** How visitors see a document's file: "PDF, 1.2 MB". */
export function describeDocumentFile(bytes: number) {
  return `PDF, ${formatFileSize(bytes)}`;
}
