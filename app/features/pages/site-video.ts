/** A YouTube video as public pages show it (through the click-to-load facade). */
export type SiteVideo = {
  id: string;
  videoId: string;
  title: string;
  description: string;
  publishedOn: string;
};
