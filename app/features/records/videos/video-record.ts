import { z } from "zod";
import { parseYouTubeVideoUrl } from "~/shared/lib/youtube";
import { dateText, optionalText, type RecordField, requiredText } from "../record-fields";

export const videoLimits = { url: 300, title: 160, description: 2000 } as const;

export const videoMessages = {
  urlMissing: "Enter the video's YouTube link.",
  urlInvalid:
    "That is not a YouTube video link. Paste a link from youtube.com/watch, youtu.be, youtube.com/shorts or youtube.com/embed.",
  titleMissing: "Enter a title.",
} as const;

/** What staff type in the YouTube tab; the link is kept as the video's id. */
export const videoSchema = z.object({
  url: requiredText(videoLimits.url, videoMessages.urlMissing).transform((value, context) => {
    const id = parseYouTubeVideoUrl(value);
    if (!id) context.addIssue({ code: "custom", message: videoMessages.urlInvalid });
    return id ?? "";
  }),
  title: requiredText(videoLimits.title, videoMessages.titleMissing),
  description: optionalText(videoLimits.description),
  publishedOn: dateText("Choose the date it was published."),
});
export type VideoInput = z.output<typeof videoSchema>;

export const videoFields: readonly RecordField[] = [
  {
    name: "url",
    label: "Video URL",
    hint: "A youtube.com/watch, youtu.be, Shorts or embed link.",
    kind: "url",
    required: true,
    maxLength: videoLimits.url,
  },
  { name: "title", label: "Title", kind: "text", required: true, maxLength: videoLimits.title },
  {
    name: "description",
    label: "Description",
    kind: "textarea",
    maxLength: videoLimits.description,
  },
  { name: "publishedOn", label: "Published date", kind: "date", required: true },
];
