import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "~/shared/db/database-types";
import type { PublicFormName, PublicFormValues } from "./public-forms";

export type PublicFormHandlerContext = { db: Kysely<Database>; origin: string };

/** A form reshaped at the visitor's request, sent back to them instead of being stored. */
export type PublicFormChange = {
  values: PublicFormValues;
  /** What the visitor is told, and the id of the field focus goes to. */
  message: string;
  focusId: string;
};

/** How one public form is read and stored; the submit machinery is app/registries' own. */
export type PublicFormHandler<S extends z.ZodType> = {
  schema: S;
  save: (input: z.output<S>, context: PublicFormHandlerContext) => Promise<void>;
  /** Words that replace the page's thanks when it would promise what cannot happen. */
  honestThanks?: () => string | undefined;
  /** The form reshaped at the visitor's request (sent without JavaScript), not to be stored. */
  change?: (fields: PublicFormValues) => PublicFormChange | undefined;
};

/** The handlers of the forms `K`: each feature gives those of its own forms. */
export type PublicFormHandlers<K extends PublicFormName> = {
  [N in K]: PublicFormHandler<z.ZodType>;
};
