import { type BuiltInImageRef, type PageImage, resolveBuiltInImage } from "../page-image";
import { MediaImage } from "./media-image";

type ContentImageProps = {
  /** Built-in artwork by reference, or an image already resolved (an uploaded photo). */
  image: BuiltInImageRef | PageImage;
  /** Decorative images get empty alt text; the others keep theirs. */
  decorative?: boolean;
  priority?: boolean;
  sizes?: string;
  className?: string;
};

/** A picture on a public page: a catalogue entry, a category's stock artwork or an upload. */
export function ContentImage({ image, ...props }: ContentImageProps) {
  return (
    <MediaImage image={typeof image === "string" ? resolveBuiltInImage(image) : image} {...props} />
  );
}
