/** What staff see from the documents feature, once; the §8 texts of the specification word for word. */
export const documentMessages = {
  // The Documents tab (ADR 0042).
  documents: {
    uploaded: {
      title: "Document Uploaded",
      description: "It is on the website now, on every page that lists its kind of document.",
    },
    uploadFailedTitle: "Document not uploaded",
    uploadFailedDefault: "The document could not be uploaded. Please try again.",
    fileRequired: "Choose a PDF to upload.",
    notPdf:
      "This file is not a PDF. Save it as a PDF (most programs offer Save as PDF or Print to PDF) and upload that.",
    tooLarge: (limitMegabytes: number) =>
      `PDFs can be up to ${limitMegabytes} MB. Make this one smaller (for example with smaller photos in it) and try again.`,
    encrypted:
      "This PDF is protected with a password, so it cannot be checked and cleaned. Save a copy without the password and upload that.",
    unreadable:
      "This PDF could not be read. Open it, save it again as a PDF, and upload the new copy.",
    duplicate: (title: string) => `This PDF is already in the library, as “${title}”.`,
    updated: { title: "Document Saved", description: "The website shows its new details now." },
    updateFailed: { title: "Document not saved", description: "Please try again." },
    deleted: { title: "Document Deleted", description: "It is no longer on the website." },
    deleteFailed: { title: "Document not deleted", description: "Please try again." },
    notFound: "This document is no longer in the library. Reload the list.",
    isSafeguardingPolicy:
      "This is the safeguarding policy every page links to. Choose another one in Settings first, then delete this one.",
    policyGone:
      "That document is no longer in the library. Choose another one, or type the policy's web address.",
  },
} as const;
