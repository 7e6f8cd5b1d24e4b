import type { ReactNode } from "react";
import type { SectionFields, SectionType } from "../page-content-schema";
import { PublicForm, type PublicFormProps } from "./public-form";
import { SectionShell } from "./section-shell";

/**
 * What a form section is told of the request its page was rendered for (page-sections.tsx reads
 * it from the router): a form section is an island (ADR 0025), which has no router of its own.
 */
type PublicFormRequest = {
  /** The action's answer when the page was rendered for a POST sent without JavaScript. */
  answer?: unknown;
  /** The address's query, e.g. a topic or a role chosen by the link that led here. */
  search?: string;
};

/** A form section's props as page-sections.tsx gives them: the page's words, a tone, the request. */
export type FormSectionProps<T extends SectionType> = SectionFields<T> &
  PublicFormRequest & { tone?: "plain" | "tinted" };

type FormSectionWords = {
  id: string;
  title: string;
  intro?: string;
  thanks: string;
  tone?: "plain" | "tinted";
  answer?: unknown;
};

type PublicFormSectionProps = Omit<PublicFormProps, "thanks" | "answer"> & {
  /** The section's props: its heading, intro, tone and thanks, and the no-JavaScript answer. */
  section: FormSectionWords;
  /** Shown in the form's place while it cannot be sent, e.g. while no role is open. */
  instead?: ReactNode;
};

/** The frame every public form section shares: the section and its heading, the form inside. */
export function PublicFormSection({ section, instead, ...form }: PublicFormSectionProps) {
  const { id, title, intro, tone, thanks, answer } = section;
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      {instead ?? <PublicForm {...form} thanks={thanks} answer={answer} />}
    </SectionShell>
  );
}
