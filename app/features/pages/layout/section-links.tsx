import { ariaCurrentFor, isCurrentPage } from "~/shared/lib/current-page";
import { listSectionLinks, type NavItem } from "../navigation";

type SectionLinksProps = {
  item: NavItem;
  /** The page being shown, marked in the list. */
  pathname: string;
  className: string;
  /** A link's classes, by whether it is the page being shown. */
  linkClass: (isCurrent: boolean) => string;
};

/** A menu section's list of pages, shared by the desktop dropdowns and the phone menu. */
export function SectionLinks({ item, pathname, className, linkClass }: SectionLinksProps) {
  return (
    <ul className={className}>
      {listSectionLinks(item).map((link) => (
        <li key={link.key}>
          <a
            href={link.to}
            aria-current={ariaCurrentFor(pathname, link.to)}
            className={linkClass(isCurrentPage(pathname, link.to, true))}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
