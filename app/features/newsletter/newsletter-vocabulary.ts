/**
 * The newsletter's words, shared by the sign-up form, the Newsletter tab and the emails. The
 * templates are the specification's; each starts the content with a short outline to fill in.
 */
export const newsletterTemplates = [
  {
    value: "monthly-update",
    label: "Monthly update",
    starter:
      "Here is what has been happening at the centre this month.\n\nWhat we did:\n\nComing up next month:\n\nThank you for being part of our community.",
  },
  {
    value: "event-announcement",
    label: "Event announcement",
    starter:
      "We are excited to invite you to our next event.\n\nWhat it is:\n\nWhen and where:\n\nHow to join in:",
  },
  {
    value: "success-stories",
    label: "Success stories",
    starter:
      "Every month young people in our town achieve something special. Here are some of their stories.\n\n",
  },
  {
    value: "fundraising",
    label: "Fundraising",
    starter:
      "Our work is only possible with your support.\n\nWhat we are raising money for:\n\nHow you can help:",
  },
  { value: "custom", label: "Custom", starter: "" },
] as const;
export type NewsletterTemplate = (typeof newsletterTemplates)[number]["value"];

export const newsletterFieldLimits = {
  email: 254,
  firstName: 60,
  subject: 150,
  /** The posted document's JSON; its words and formatting have the rich-text limits (ADR 0013). */
  contentJson: 400_000,
} as const;

/**
 * Who confirms a newsletter sign-up: the visitor, by the link the site emails them, or staff in
 * the Newsletter tab when the site cannot send email (ADR 0027).
 */
export type SignupConfirmation = "email" | "staff";
