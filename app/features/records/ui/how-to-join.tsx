import { cn } from "~/shared/lib/class-names";
import { getPage } from "~/shared/site/page-registry";
import { describeJoining, type ProgrammeDetails } from "../programme/programme-details";

type HowToJoinProps = {
  join: ProgrammeDetails["join"];
  /** What the links are for, read after their words, so each link on a list names its own. */
  about: string;
  /** Lifts the links above a card's whole-card link. */
  className?: string;
};

const linkClass =
  "font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950 dark:text-teal-300 dark:hover:text-teal-100";

/**
 * How to join, in words or as the link to follow: the registration form (the register page) or
 * the booking site staff gave, which is another website.
 */
export function HowToJoin({ join, about, className }: HowToJoinProps) {
  if (join.method === "register") {
    return (
      <a href={getPage("register-child").route} className={cn(linkClass, className)}>
        {describeJoining(join)}
        <span className="sr-only"> for {about}</span>
      </a>
    );
  }
  if (join.method === "link" && join.link) {
    return (
      <a href={join.link} rel="noopener noreferrer" className={cn(linkClass, className)}>
        Book a place online
        <span className="sr-only"> for {about} (another website)</span>
      </a>
    );
  }
  return <>{describeJoining(join)}</>;
}
