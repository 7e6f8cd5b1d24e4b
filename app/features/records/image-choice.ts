import { findThumbnailUrl, type MediaFile, namePhoto } from "~/features/media";
import type { FocalPoint } from "~/shared/lib/focal-point";

/** A library photo a record's form can pick: the newest active images visitors may see. */
export type ImageChoice = {
  id: string;
  /** Its alt text, else its file name. */
  name: string;
  /** When it was uploaded (ISO). */
  uploadedAt: string;
  thumbnailUrl: string;
  /** Where its square tile crops it (ADR 0036); null: the centre. */
  focalPoint: FocalPoint | null;
};

export function toImageChoice(file: MediaFile): ImageChoice {
  return {
    id: file.id,
    name: namePhoto(file),
    uploadedAt: file.createdAt,
    thumbnailUrl: findThumbnailUrl(file),
    focalPoint: file.focalPoint,
  };
}
