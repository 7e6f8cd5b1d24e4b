export { loadPublicEvents } from "./events/events.server";
export { recordFormHandlers } from "./form-handlers.server";
export { loadThisWeek, loadWhatsOn } from "./programme/programme.server";
export { loadCarouselTestimonials } from "./reviews/reviews.server";
export { findExampleSessions, loadSiteSessions } from "./sessions/sessions.server";
export { listSitemapPaths } from "./sitemap-entries.server";
export { loadSiteVideos } from "./videos/videos.server";
export { loadOpenOpportunities, OpportunityClosed } from "./volunteers/volunteers.server";
