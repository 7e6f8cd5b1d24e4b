import { cn } from "~/shared/lib/class-names";
import type { PageImage } from "../page-image";
import type { RichText } from "../rich-text-document";
import { ContentImage } from "./content-image";
import { RichTextView } from "./rich-text-view";
import { SectionShell } from "./section-shell";

type TextSectionProps = {
  id: string;
  title: string;
  /** Plain paragraphs (built-in copy) or a formatted document (saved by staff). */
  body: RichText;
  image?: PageImage;
  imageSide?: "left" | "right";
  tone?: "plain" | "tinted";
};

export function TextSection({
  id,
  title,
  body,
  image,
  imageSide = "right",
  tone,
}: TextSectionProps) {
  return (
    <SectionShell id={id} title={title} tone={tone}>
      <div className={cn(image && "grid items-center gap-10 lg:grid-cols-2")}>
        <RichTextView
          value={body}
          className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300"
        />
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
