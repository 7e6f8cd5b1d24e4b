import { expect, test } from "vitest";
import { parseYouTubeId, youTubeEmbedUrl } from "./youtube";

test.each([
  ["https://www.youtube.com/watch?v=abcdefghijk", "abcdefghijk"],
  ["https://youtu.be/abcdefghijk?t=4", "abcdefghijk"],
  ["https://www.youtube.com/embed/abcdefghijk", "abcdefghijk"],
  ["https://www.youtube.com/shorts/abcdefghijk", "abcdefghijk"],
  ["https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0", "abcdefghijk"],
  ["abcdefghijk", "abcdefghijk"],
])("reads the id from %s", (input, id) => {
  expect(parseYouTubeId(input)).toBe(id);
});

test.each(["", "not a url", "https://vimeo.com/123", "https://www.youtube.com/watch?v=short"])(
  "refuses %j",
  (input) => {
    expect(parseYouTubeId(input)).toBeNull();
  },
);

test("embeds on the privacy-enhanced domain, muted and autoplaying", () => {
  const url = new URL(youTubeEmbedUrl("abcdefghijk"));
  expect(url.origin).toBe("https://www.youtube-nocookie.com");
  expect(url.searchParams.get("autoplay")).toBe("1");
  expect(url.searchParams.get("mute")).toBe("1");
});
