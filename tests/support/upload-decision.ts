import type { Locator } from "@playwright/test";
import { consentDecisionQuestion, decisionLabel } from "../../app/features/media/consent-decision";

/**
 * Answers an upload form's question about children for all its files (ADR 0026), as staff do
 * before a photo may reach visitors: "No identifiable children" unless told otherwise.
 */
export async function answerChildrenQuestion(
  form: Locator,
  decision: "none" | "unsure" = "none",
  question = consentDecisionQuestion,
) {
  await form
    .getByRole("group", { name: question })
    .getByRole("radio", { name: decisionLabel(decision) })
    .check();
}
