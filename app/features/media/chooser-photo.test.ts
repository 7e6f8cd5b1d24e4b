import { describe, expect, test } from "vitest";
import { describeUploadDate, namePhoto, settleChooserUpload } from "./chooser-photo";
import type { MediaConsent } from "./media-consent";
import { mediaMessages } from "./messages";

describe("what a chooser says of a photo", () => {
  test("its alt text, else its file name", () => {
    expect(namePhoto({ altText: "Boxers training", originalName: "IMG_0042.jpg" })).toBe(
      "Boxers training",
    );
    expect(namePhoto({ altText: "  ", originalName: "IMG_0042.jpg" })).toBe("IMG_0042.jpg");
  });
  test("the day it was uploaded, in UK time", () => {
    expect(describeUploadDate("2026-11-29T10:00:00.000Z")).toBe("Uploaded 29 Nov 2026");
    // Half past midnight in a British summer is still the day before in UTC.
    expect(describeUploadDate("2026-06-30T23:30:00.000Z")).toBe("Uploaded 1 Jul 2026");
  });
});

function upload(children: MediaConsent["children"], publishable: boolean) {
  const consent: MediaConsent = {
    children,
    givenBy: null,
    scope: [],
    givenOn: null,
    expiresOn: null,
    note: null,
    withdrawnAt: null,
    expiredAt: null,
    updatedAt: null,
    publishable,
  };
  return { altText: "Boxers training", originalName: "boxing.jpg", consent };
}

describe("what a chooser does with a photo just uploaded in it", () => {
  test("one visitors may see: chosen in both", () => {
    const settled = {
      chosen: true,
      message: mediaMessages.chooserUpload.chosen("Boxers training"),
    };
    expect(settleChooserUpload(upload("none", true), "record")).toEqual(settled);
    expect(settleChooserUpload(upload("none", true), "page-section")).toEqual(settled);
  });
  test("one nobody has decided about: a page's section (placed, hidden), never a record", () => {
    expect(settleChooserUpload(upload("unreviewed", false), "record")).toEqual({
      chosen: false,
      message: mediaMessages.chooserUpload.waitingForDecision,
    });
    expect(settleChooserUpload(upload("unreviewed", false), "page-section")).toEqual({
      chosen: true,
      message: mediaMessages.chooserUpload.chosenUndecided("Boxers training"),
    });
  });
  test("children without consent for the website: neither", () => {
    const refused = { chosen: false, message: mediaMessages.chooserUpload.noWebsiteConsent };
    expect(settleChooserUpload(upload("identifiable", false), "record")).toEqual(refused);
    expect(settleChooserUpload(upload("identifiable", false), "page-section")).toEqual(refused);
  });
});
