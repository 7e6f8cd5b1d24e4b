export { newsletterFormHandlers } from "./form-handlers.server";
export { listNewsletterJobs } from "./jobs.server";
export { findSignupConfirmation } from "./newsletter-readiness.server";
