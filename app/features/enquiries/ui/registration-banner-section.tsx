import { ScanLine, Share2 } from "lucide-react";
import { ContentImage, type PageImage, type SectionFields } from "~/features/pages";
import {
  shareButtonAttribute,
  shareStatusAttribute,
  shareTitleAttribute,
  shareWords,
} from "~/shared/behaviours/share-page";
import { cn } from "~/shared/lib/class-names";
import { fillPlaceholderText } from "~/shared/lib/placeholders";
import { getPage } from "~/shared/site/page-registry";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";

type RegistrationBannerSectionProps = Omit<SectionFields<"registration-banner">, "mediaSection"> & {
  /** The built-in banner, or the picture staff placed in the page's content section. */
  image: PageImage;
  /** Generated on the server for the registration page's absolute URL, which Share sends too. */
  qrCode: { dataUrl: string; target: string } | null;
};

/**
 * The register-child banner (image `register-child-banner` until staff place their own) with a
 * QR code to this page on wider screens only: a parent reading it on their phone is already
 * where the code leads (it is a data: URL, so hiding it costs no download).
 */
export function RegistrationBannerSection({
  id,
  title,
  body,
  qrCaption,
  qrAltText,
  image,
  qrCode,
}: RegistrationBannerSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="px-4 py-14 sm:px-6">
      <div className="mx-auto grid max-w-6xl overflow-hidden rounded-[2rem] bg-teal-50 shadow-lg lg:grid-cols-[1.4fr_1fr] dark:bg-slate-900">
        {/* Whole, at its own shape: full width above the words, or an inset card beside them. */}
        <ContentImage
          image={image}
          sizes="(min-width: 1200px) 624px, (min-width: 1024px) calc((100vw - 48px) * 7 / 12 - 48px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
          className="lg:m-6 lg:self-center lg:rounded-3xl"
        />
        <div className="flex flex-col items-start justify-center gap-4 p-8">
          <h2
            id={`${id}-heading`}
            className="text-3xl font-extrabold text-slate-900 dark:text-white"
          >
            {title}
          </h2>
          <p className="text-lg text-slate-700 dark:text-slate-300">{body}</p>
          {qrCode ? (
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                hidden
                {...{
                  [shareButtonAttribute]: qrCode.target,
                  [shareTitleAttribute]: getPage("register-child").title,
                }}
                className={cn(buttonBase, buttonStyles.primary)}
              >
                <Share2 aria-hidden="true" className="size-5" />
                {shareWords.button}
              </button>
              <p
                role="status"
                {...{ [shareStatusAttribute]: "" }}
                className="font-semibold text-slate-900 dark:text-white"
              />
            </div>
          ) : null}
          {qrCode ? (
            <figure className="hidden items-center gap-4 md:flex">
              <img
                src={qrCode.dataUrl}
                alt={fillPlaceholderText(qrAltText, { url: qrCode.target })}
                width={160}
                height={160}
                data-testid="registration-qr"
                className="size-40 rounded-xl bg-white p-2 shadow"
              />
              <figcaption className="flex items-center gap-2 font-semibold text-slate-800 dark:text-slate-200">
                <ScanLine aria-hidden="true" className="size-5 shrink-0" />
                {qrCaption}
              </figcaption>
            </figure>
          ) : null}
        </div>
      </div>
    </section>
  );
}
