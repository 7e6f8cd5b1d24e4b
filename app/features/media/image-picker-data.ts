import type { CatalogueImage } from "~/features/pages";
import type { ImagePickerQuery } from "./image-picker-query";
import type { MediaFile } from "./media-file";

/** What the image picker's loader sends (loadImagePicker): one page of uploads, then built-ins. */
export type ImagePickerData = {
  query: ImagePickerQuery;
  files: MediaFile[];
  matching: number;
  builtIns: CatalogueImage[];
  error: string | null;
};
