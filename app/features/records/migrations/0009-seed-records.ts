import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { testimonials } from "~/shared/site/testimonials";

/**
 * The first records of the Reviews, Events and Volunteers tabs: the reviews, events and vacancies
 * the site showed before staff could keep their own. Events get dates a week or more ahead of the
 * day the site is installed, so staff see how upcoming and past events behave and edit from there.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  const now = new Date();
  const stamp = now.toISOString();
  const common = (position: number) => ({
    id: randomUUID(),
    position,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    updated_by_email: null,
  });
  await db
    .insertInto("reviews")
    .values(
      testimonials.map((review, index) => ({
        ...common(index),
        name: review.author,
        role: review.role,
        rating: 5,
        body: review.quote,
        photo_media_id: null,
        colour: review.colour,
        status: "approved",
        origin: "staff",
        consent_to_publish: 1,
        approved_at: stamp,
      })),
    )
    .execute();
  await db
    .insertInto("events")
    .values(
      seedEvents.map((event, index) => ({
        ...common(index),
        slug: event.slug,
        title: event.title,
        category: event.category,
        starts_on: daysFrom(now, event.inDays),
        start_time: event.startTime,
        end_time: event.endTime,
        location: "The Youth Centre, 1 Mill Lane, Northfold",
        description: event.description,
        image_media_id: null,
      })),
    )
    .execute();
  await db
    .insertInto("volunteer_opportunities")
    .values(
      seedOpportunities.map((opportunity, index) => ({
        ...common(index),
        ...opportunity,
        image_media_id: null,
        is_open: 1,
      })),
    )
    .execute();
}

function daysFrom(now: Date, days: number) {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const seedEvents = [
  {
    slug: "life-skills-workshop",
    title: "Life Skills Workshop",
    category: "Education",
    inDays: 7,
    startTime: "18:00",
    endTime: "19:30",
    description:
      "Learn useful skills for everyday life, like cooking on a budget, managing money and getting ready for work.",
  },
  {
    slug: "youth-community-celebration",
    title: "Youth Community Celebration",
    category: "Community",
    inDays: 14,
    startTime: "17:00",
    endTime: "20:00",
    description:
      "A get-together for young people, families and neighbours. Food, music, games and a chance to celebrate what young people have achieved.",
  },
  {
    slug: "creative-arts-workshop",
    title: "Creative Arts Workshop",
    category: "Workshops",
    inDays: 21,
    startTime: "16:00",
    endTime: "18:00",
    description:
      "Paint, draw, make and create. Try new art skills with friendly artists and take home something you made.",
  },
];

const seedOpportunities = [
  {
    title: "Youth Club Helper",
    type: "Youth work",
    time_commitment: "One evening a week",
    skills: "Friendly, patient and happy to join in with games.",
    description:
      "Help run games, chat with young people and serve snacks at our evening youth club.",
  },
  {
    title: "Assistant Football Coach",
    type: "Coaching",
    time_commitment: "Two hours a week",
    skills: "Enjoy football. Coaching badges are welcome but not needed.",
    description: "Support our coaches at training with drills, kit and plenty of encouragement.",
  },
  {
    title: "Holiday Club Kitchen Helper",
    type: "Catering",
    time_commitment: "School holidays",
    skills: "Basic food hygiene, or willing to learn (we pay for the course).",
    description: "Help prepare and serve healthy meals for children during the school holidays.",
  },
  {
    title: "Bike Workshop Volunteer",
    type: "Maintenance",
    time_commitment: "Flexible",
    skills: "Handy with tools. We can teach you bike repairs.",
    description: "Fix up donated bikes and show young people how to look after their own.",
  },
  {
    title: "Events and Fundraising Helper",
    type: "Fundraising",
    time_commitment: "Flexible",
    skills: "Cheerful and organised.",
    description:
      "Lend a hand at fun days, celebrations and fundraising challenges through the year.",
  },
];

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const table of ["volunteer_opportunities", "events", "reviews"]) {
    await db.deleteFrom(table).execute();
  }
}
