export { presentLiveNotice } from "./live-site-notice.server";
export { loadSiteLogo } from "./site-logo.server";
