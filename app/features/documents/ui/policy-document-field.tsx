import { type DocumentCategory, documentCategories } from "~/shared/site/document-types";
import { SelectField } from "~/shared/ui/select-field";

export type PolicyDocumentChoice = { id: string; title: string; category: DocumentCategory };

/**
 * Settings' choice of the safeguarding policy from the documents library, grouped by kind
 * (Policies first): the footer of every page and the Contact Us page link the chosen one.
 */
export function PolicyDocumentField({
  documents,
  defaultValue,
  error,
}: {
  documents: readonly PolicyDocumentChoice[];
  defaultValue: string;
  error?: string;
}) {
  const kinds = [...documentCategories].sort((a, b) =>
    a.value === "policy" ? -1 : b.value === "policy" ? 1 : 0,
  );
  const groups = kinds
    .map((kind) => ({
      label: kind.label,
      options: documents
        .filter((document) => document.category === kind.value)
        .map((document) => ({ value: document.id, label: document.title })),
    }))
    .filter((group) => group.options.length > 0);
  return (
    <SelectField
      className="sm:col-span-2"
      label="Safeguarding policy document (optional)"
      hint={
        documents.length > 0
          ? "A PDF from the Documents tab. Visitors download it from the footer of every page and the Contact Us page."
          : "Upload the policy in the Documents tab to choose it here, or give its web address below."
      }
      name="safeguarding.policyDocumentId"
      defaultValue={defaultValue}
      placeholder="No document: use the web address below"
      groups={groups}
      error={error}
    />
  );
}
