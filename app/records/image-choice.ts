/** A library photo a record's form can pick: the newest active images visitors may see. */
export type ImageChoice = { id: string; alt: string; thumbnailUrl: string };
