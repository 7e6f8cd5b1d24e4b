import { expect, test } from "vitest";
import { defaultSiteSettings } from "~/shared/site/site-settings";
import { buildOpenInMapsUrl } from "./map-link";

const address = ["1 Mill Lane", "Northfold", "NF1 1AA"];

test("an OpenStreetMap embed opens the same area on OpenStreetMap, centred and zoomed to fit", () => {
  expect(buildOpenInMapsUrl(defaultSiteSettings.mapEmbedUrl, address)).toBe(
    "https://www.openstreetmap.org/#map=14/53.75/-2.24",
  );
});

test("an OpenStreetMap embed with a marker opens with the marker", () => {
  expect(
    buildOpenInMapsUrl(
      "https://www.openstreetmap.org/export/embed.html?bbox=-2.3,53.7,-2.2,53.8&layer=mapnik&marker=53.7512,-2.2456",
      address,
    ),
  ).toBe("https://www.openstreetmap.org/?mlat=53.7512&mlon=-2.2456#map=12/53.7512/-2.2456");
});

test("a Google Maps embed opens Google Maps at its place or its coordinates", () => {
  expect(
    buildOpenInMapsUrl(
      "https://www.google.com/maps?q=1%20Mill%20Lane%2C%20Northfold&output=embed",
      address,
    ),
  ).toBe("https://www.google.com/maps/search/?api=1&query=1%20Mill%20Lane%2C%20Northfold");
  expect(
    buildOpenInMapsUrl(
      "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2370.1!2d-2.2456!3d53.7512!2m3!1f0!2f0!3f0",
      address,
    ),
  ).toBe("https://www.google.com/maps/search/?api=1&query=53.7512%2C-2.2456");
});

test("an embed with no place we can read falls back to a search for the postal address", () => {
  const search = "query=1%20Mill%20Lane%2C%20Northfold%2C%20NF1%201AA";
  expect(buildOpenInMapsUrl("https://www.google.com/maps/embed?pb=!1m2", address)).toBe(
    `https://www.google.com/maps/search/?api=1&${search}`,
  );
  expect(
    buildOpenInMapsUrl("https://www.openstreetmap.org/export/embed.html?bbox=a,b,c,d", address),
  ).toBe(`https://www.openstreetmap.org/search?${search}`);
  expect(buildOpenInMapsUrl("not a link", address)).toBe(
    `https://www.openstreetmap.org/search?${search}`,
  );
});
