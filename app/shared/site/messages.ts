/**
 * The messages shared code gives staff and visitors (database busy, access, request bodies); each
 * feature keeps its own in its messages.ts. The §8 texts of the specification are word for word.
 */
export type ToastMessage = { title: string; description?: string };

export const messages = {
  // Any staff save while the database is locked by another process (answered 503).
  database: {
    busyTitle: "Not saved",
    busy: "The site is busy saving another change, so this was not saved. Nothing is lost: try again in a few seconds.",
  },
  access: {
    signInRequired: "Authentication Required: Please ensure you are logged in and try again.",
    forbidden: "You do not have permission to do that.",
    passwordChangeRequired: "Choose a new password before doing anything else.",
    twoFactorSetupRequired:
      "Two-factor sign-in is required for all staff. Turn it on in My Account before doing anything else.",
    crossSite: "Cross-site request refused.",
    signUpClosed: "Sign-up is closed. Ask an administrator to add you as a user.",
    sessionEnded:
      "Your session has ended (signed in too long ago, or unused for too long). Please sign in again.",
    requestTimedOut: "The request took too long to arrive and was closed. Please try again.",
    badRequest: "The request could not be read.",
    serverError: "Something went wrong on our side. Please try again in a moment.",
  },
  // A form's body refused before any page reads it (server/limit-form-bodies.ts): staff see the
  // title and text as a toast, visitors' forms the text, and a page posted without JavaScript the text alone.
  requestBody: {
    refusedTitle: "Not sent",
    tooLarge:
      "What was sent is too large for this form, so it was not read and nothing was saved. Shorten it and try again.",
    unsupportedType:
      "This address accepts only forms sent from the site's own pages, so what was sent was not read.",
    unreadable:
      "The form arrived incomplete or garbled, so it was not read and nothing was saved. Please try again.",
  },
} as const;
