import { hasFailed, logoAttributes, showLightLogo } from "~/shared/behaviours/picture-fallbacks";
import { cn } from "~/shared/lib/class-names";
import type { LogoImage } from "~/shared/site/site-logo";
import type { SiteSettings } from "~/shared/site/site-settings";
import { useSiteLogo } from "~/shared/site/use-site-logo";
import { useSiteSettings } from "~/shared/site/use-site-settings";

const logoSizes = {
  sm: { mark: "h-8", name: "text-sm", pixels: 32 },
  md: { mark: "h-10", name: "text-base", pixels: 40 },
  lg: { mark: "h-12", name: "text-lg", pixels: 48 },
  xl: { mark: "h-16", name: "text-2xl", pixels: 64 },
} as const;

type LogoSize = keyof typeof logoSizes;

type LogoProps = {
  size?: LogoSize;
  /** Hide the charity's name below this breakpoint (the mark alone still links home). */
  nameClassName?: string;
  className?: string;
  /** Where the logo leads (the public home unless said otherwise) and what that is called. */
  link?: { href: string; name: string };
};

/**
 * Both variants are in the HTML and CSS shows the one matching the resolved theme, so the right
 * one is painted with the page. Both load lazily: a lazy image that CSS hides is never fetched,
 * so a visitor downloads only the variant they see. If the dark one fails, the light one is shown
 * in dark too: by the early behaviour app/shared/behaviours/picture-fallbacks.ts on visitors' pages, by
 * the dark mark's own handlers on staff pages (LogoMark).
 */
export function Logo({ size = "md", nameClassName, className, link }: LogoProps) {
  const settings = useSiteSettings();
  const logo = useSiteLogo();
  const classes = logoSizes[size];
  return (
    <a
      href={link?.href ?? "/"}
      className={cn(
        "inline-flex shrink-0 items-center gap-3 rounded-lg font-bold tracking-tight",
        className,
      )}
      aria-label={`${nameShownAndFull(settings)}, ${link?.name ?? "home"}`}
    >
      <LogoMark
        image={logo.light}
        variant="light"
        size={size}
        className={cn(classes.mark, "dark:hidden dark:data-stands-in:block")}
      />
      <LogoMark
        image={logo.dark}
        variant="dark"
        size={size}
        className={cn(classes.mark, "hidden dark:block")}
      />
      <span className={cn(classes.name, "leading-tight", nameClassName)}>{settings.shortName}</span>
    </a>
  );
}

type LogoMarkProps = {
  image: LogoImage;
  variant: "light" | "dark";
  size: LogoSize;
  className: string;
};

/**
 * Staff pages carry no early behaviours (root.tsx inlines them on visitors' pages only) and React
 * hydrates them, so there the dark mark mends itself: its error handler hears a failure after
 * hydration, its ref one before. A handler is simpler than inlining every visitor behaviour on
 * pages React hydrates, where a change made to the HTML before hydration would not match React's.
 * On visitors' pages nothing hydrates the logo and these are inert.
 */
const darkMarkHandlers = {
  onError: (event: React.SyntheticEvent<HTMLImageElement>) => showLightLogo(event.currentTarget),
  ref: (image: HTMLImageElement | null) => {
    if (image && hasFailed(image)) showLightLogo(image);
  },
};

function LogoMark({ image, variant, size, className }: LogoMarkProps) {
  const height = logoSizes[size].pixels;
  // Wide logos keep their shape at the mark's height, up to four times as wide as tall.
  const width = Math.min(Math.round((height * image.width) / image.height), height * 4);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? `${width}px` : undefined}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      {...{ [logoAttributes.variant]: variant }}
      {...(variant === "dark" ? darkMarkHandlers : {})}
      className={cn("w-auto max-w-none object-contain", className)}
    />
  );
}

/**
 * The charity's full name, led by the short name the logo shows when the full one does not
 * contain it: a link's name must include its visible words (WCAG 2.5.3), so someone using voice
 * control can say what they see.
 */
function nameShownAndFull({ charityName, shortName }: SiteSettings) {
  return charityName.toLowerCase().includes(shortName.toLowerCase())
    ? charityName
    : `${shortName}, ${charityName}`;
}
