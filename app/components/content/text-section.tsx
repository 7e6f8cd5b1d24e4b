import { cn } from "~/lib/class-names";
import type { PageImage } from "~/media/page-image";
import { ContentImage } from "./content-image";
import { SectionShell } from "./section-shell";

type TextSectionProps = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  image?: PageImage;
  imageSide?: "left" | "right";
  tone?: "plain" | "tinted";
};

export function TextSection({
  id,
  title,
  paragraphs,
  image,
  imageSide = "right",
  tone,
}: TextSectionProps) {
  return (
    <SectionShell id={id} title={title} tone={tone}>
      <div className={cn(image && "grid items-center gap-10 lg:grid-cols-2")}>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {image ? (
          <div className={cn(imageSide === "left" && "lg:order-first")}>
            <ContentImage
              image={image}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
              className="rounded-3xl shadow-lg"
            />
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}

/** Splits editable main content into paragraphs at blank lines. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
