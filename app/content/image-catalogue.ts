import type { CatalogueCategory } from "./vocabulary";

/**
 * The built-in image catalogue (§3): artwork shipped with the site, so every page looks complete
 * with no network and before staff upload a single photo. Files live under public/images/.
 */
export type CatalogueImage = {
  id: string;
  filename: string;
  alt: string;
  category: CatalogueCategory;
  description: string;
  width: number;
  height: number;
};

const images = [
  {
    id: "logo",
    filename: "/brand/logo-light.svg",
    alt: "The charity's logo: a sun rising over green hills",
    category: "branding",
    description: "Logo mark, light variant.",
    width: 64,
    height: 64,
  },
  {
    id: "video-poster",
    filename: "/images/catalogue/video-poster.svg",
    alt: "Young people cheering at a community event",
    category: "branding",
    description: "Poster shown before the home page video is played.",
    width: 1280,
    height: 720,
  },
  {
    id: "register-child-banner",
    filename: "/images/catalogue/register-child-banner.svg",
    alt: "A parent and child arriving at the youth centre, waving hello",
    category: "registration",
    description: "Banner for the register-your-child page.",
    width: 1200,
    height: 600,
  },
  {
    id: "charity-infographic",
    filename: "/images/catalogue/charity-infographic.svg",
    alt: "How Serving Humanity works: young people collect, pack and deliver help to families at home and abroad",
    category: "charity",
    description: "The Serving Humanity infographic: collect, pack, deliver, follow up.",
    width: 1200,
    height: 800,
  },
  {
    id: "team-youth-workers",
    filename: "/images/catalogue/team-youth-workers.svg",
    alt: "Three youth workers in team hoodies smiling together",
    category: "charity",
    description: "The youth work team.",
    width: 800,
    height: 600,
  },
  {
    id: "team-coaches",
    filename: "/images/catalogue/team-coaches.svg",
    alt: "Two sports coaches with a whistle and a clipboard",
    category: "charity",
    description: "The sports coaching team.",
    width: 800,
    height: 600,
  },
  {
    id: "team-volunteers",
    filename: "/images/catalogue/team-volunteers.svg",
    alt: "A group of volunteers of different ages giving a thumbs up",
    category: "charity",
    description: "Our volunteers.",
    width: 800,
    height: 600,
  },
  {
    id: "youth-centre",
    filename: "/images/catalogue/youth-centre.svg",
    alt: "The youth centre building with its doors open and lights on",
    category: "facilities",
    description: "The youth centre from the street.",
    width: 800,
    height: 600,
  },
  {
    id: "sports-hall",
    filename: "/images/catalogue/sports-hall.svg",
    alt: "An indoor sports hall with goals, court lines and a basketball hoop",
    category: "facilities",
    description: "The sports hall.",
    width: 800,
    height: 600,
  },
  {
    id: "community-kitchen",
    filename: "/images/catalogue/community-kitchen.svg",
    alt: "A bright community kitchen with pans on the hob and fruit on the counter",
    category: "facilities",
    description: "The community kitchen, where holiday meals are cooked.",
    width: 800,
    height: 600,
  },
  {
    id: "bike-workshop",
    filename: "/images/catalogue/bike-workshop.svg",
    alt: "A bike workshop with bikes on stands and tools on the wall",
    category: "cycling",
    description: "The Active Travel Hub's bike workshop.",
    width: 800,
    height: 600,
  },
  {
    id: "group-ride",
    filename: "/images/catalogue/group-ride.svg",
    alt: "A group of young cyclists in helmets riding along a country lane",
    category: "cycling",
    description: "A group bike ride.",
    width: 800,
    height: 600,
  },
  {
    id: "food-parcels",
    filename: "/images/catalogue/food-parcels.svg",
    alt: "Boxes of food parcels packed and ready to hand out",
    category: "humanitarian",
    description: "Food parcels packed by young volunteers.",
    width: 800,
    height: 600,
  },
  {
    id: "aid-delivery",
    filename: "/images/catalogue/aid-delivery.svg",
    alt: "A van loaded with donated supplies ready to set off",
    category: "humanitarian",
    description: "Donated supplies on their way.",
    width: 800,
    height: 600,
  },
  {
    id: "community-meal",
    filename: "/images/catalogue/community-meal.svg",
    alt: "Families sharing a meal around long tables",
    category: "humanitarian",
    description: "A community meal.",
    width: 800,
    height: 600,
  },
] as const satisfies readonly CatalogueImage[];

export type CatalogueImageId = (typeof images)[number]["id"];

/** Every built-in picture, for pickers that offer them beside uploads (§7). */
export const catalogueImages: readonly CatalogueImage[] = images;

const imagesById = new Map<string, CatalogueImage>(images.map((image) => [image.id, image]));

export function isCatalogueImageId(id: string): id is CatalogueImageId {
  return imagesById.has(id);
}

export function findCatalogueImage(id: string): CatalogueImage | undefined {
  return imagesById.get(id);
}
