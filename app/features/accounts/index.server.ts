export { readPendingCodeStep } from "./better-auth-two-factor.server";
export { readDashboardSession, readTabUser } from "./dashboard-access.server";
export { listAccountsJobs } from "./jobs.server";
export { checkDownloadAccess, privateDownload } from "./private-download.server";
export { requireRecentConfirmation } from "./recent-confirmation.server";
export { countUsers } from "./staff-users.server";
