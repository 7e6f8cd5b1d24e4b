import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/class-names";
import { useSiteSettings } from "~/lib/use-site-settings";

const logoSizes = {
  sm: { mark: "size-8", name: "text-sm" },
  md: { mark: "size-10", name: "text-base" },
  lg: { mark: "size-12", name: "text-lg" },
  xl: { mark: "size-16", name: "text-2xl" },
} as const;

type LogoSize = keyof typeof logoSizes;

const logoSources = {
  light: "/brand/logo-light.svg",
  dark: "/brand/logo-dark.svg",
} as const;

type LogoProps = {
  size?: LogoSize;
  /** Hide the charity's name below this breakpoint (the mark alone still links home). */
  nameClassName?: string;
  className?: string;
};

/**
 * Both variants are in the HTML and CSS shows the one matching the resolved theme, so the right
 * one is painted before React hydrates. If the dark one fails, the light one is shown in dark too.
 */
export function Logo({ size = "md", nameClassName, className }: LogoProps) {
  const settings = useSiteSettings();
  const [darkFailed, setDarkFailed] = useState(false);
  const darkImage = useRef<HTMLImageElement>(null);
  const classes = logoSizes[size];

  useEffect(() => {
    // The image may have failed before hydration attached onError.
    const image = darkImage.current;
    if (image?.complete && image.naturalWidth === 0) setDarkFailed(true);
  }, []);

  return (
    <Link
      to="/"
      className={cn(
        "inline-flex shrink-0 items-center gap-3 rounded-lg font-bold tracking-tight",
        className,
      )}
      aria-label={`${settings.charityName}, home`}
    >
      <img
        src={logoSources.light}
        alt=""
        width={64}
        height={64}
        data-variant="light"
        className={cn(classes.mark, !darkFailed && "dark:hidden")}
      />
      {darkFailed ? null : (
        <img
          ref={darkImage}
          src={logoSources.dark}
          alt=""
          width={64}
          height={64}
          data-variant="dark"
          onError={() => setDarkFailed(true)}
          className={cn(classes.mark, "hidden dark:block")}
        />
      )}
      <span className={cn(classes.name, "leading-tight", nameClassName)}>{settings.shortName}</span>
    </Link>
  );
}
