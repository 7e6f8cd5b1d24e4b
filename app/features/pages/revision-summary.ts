/** One saved revision of a page as the editor's history lists it (without its content). */
export type RevisionSummary = {
  id: string;
  number: number;
  note: string | null;
  origin: string;
  createdAt: string;
  createdByEmail: string | null;
};
