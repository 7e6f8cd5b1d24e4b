import type { StockImageKey } from "./page-content-schema";

/** An event card on the News & Events page (§2): a record, not page copy. */
export type SiteEvent = {
  id: string;
  title: string;
  when: string;
  category: string;
  body: string;
  image?: StockImageKey;
};

/** The built-in events (§2), shown until staff keep events of their own. */
export const builtInEvents: readonly SiteEvent[] = [
  {
    id: "builtin-event-1",
    title: "Creative Arts Workshop",
    when: "Coming soon",
    category: "Workshops",
    body: "Paint, draw, make and create. Try new art skills with friendly artists and take home something you made.",
    image: "stock:activities",
  },
  {
    id: "builtin-event-2",
    title: "Youth Community Celebration",
    when: "Monthly",
    category: "Community",
    body: "A get-together for young people, families and neighbours. Food, music, games and a chance to celebrate what young people have achieved.",
    image: "stock:community",
  },
  {
    id: "builtin-event-3",
    title: "Life Skills Workshop",
    when: "Weekly",
    category: "Education",
    body: "Learn useful skills for everyday life, like cooking on a budget, managing money and getting ready for work.",
    image: "stock:general",
  },
];
