export { enquiryFormHandlers } from "./form-handlers.server";
export { listEnquiriesJobs } from "./jobs.server";
