import { expect, test } from "vitest";
import { parseYouTubeVideoUrl, youTubeEmbedUrl } from "./youtube";

test.each([
  ["https://www.youtube.com/watch?v=abcdefghijk", "abcdefghijk"],
  ["https://m.youtube.com/watch?v=abcdefghijk&t=30s", "abcdefghijk"],
  ["https://youtu.be/abcdefghijk?t=4", "abcdefghijk"],
  ["https://www.youtube.com/embed/abcdefghijk", "abcdefghijk"],
  ["https://www.youtube.com/shorts/abcdefghijk", "abcdefghijk"],
  ["https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0", "abcdefghijk"],
  ["  https://youtube.com/watch?v=a-b_cdefghi  ", "a-b_cdefghi"],
])("reads the id from %s", (input, id) => {
  expect(parseYouTubeVideoUrl(input)).toBe(id);
});

test.each([
  "",
  "abcdefghijk",
  "not a url",
  "https://vimeo.com/123",
  "https://www.youtube.com/watch?v=short",
  "https://www.youtube.com/live/abcdefghijk",
  "https://www.youtube.com/@northfold",
  "https://www.youtube.com/playlist?list=PL123",
  "https://evil.example/watch?v=abcdefghijk",
  "https://youtube.com.evil.example/watch?v=abcdefghijk",
  "javascript:alert(1)//youtu.be/abcdefghijk",
])("refuses %j", (input) => {
  expect(parseYouTubeVideoUrl(input)).toBeNull();
});

test("embeds on the privacy-enhanced domain, muted and autoplaying", () => {
  const url = new URL(youTubeEmbedUrl("abcdefghijk"));
  expect(url.origin).toBe("https://www.youtube-nocookie.com");
  expect(url.searchParams.get("autoplay")).toBe("1");
  expect(url.searchParams.get("mute")).toBe("1");
});
