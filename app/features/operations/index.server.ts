export { listOperationsJobs } from "./jobs.server";
