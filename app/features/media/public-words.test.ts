import { describe, expect, test } from "vitest";
import { catalogueImages } from "~/features/pages";
import { firstNames } from "~/shared/lib/first-names";
import { mediaMessages } from "./messages";
import { describeNameWarning, findAltTextProblem, findPossibleFullNames } from "./public-words";

const { altTextMissing, altTextNotDescriptive, altTextFileName } = mediaMessages.publicWords;

describe("findAltTextProblem", () => {
  test("a description of the picture is fine", () => {
    for (const altText of [
      "Young people warming up before a football match",
      "Volunteers packing food parcels",
      "Boys' football training",
      "Two cyclists on a hill",
    ])
      expect(findAltTextProblem(altText, "IMG_1234.jpg")).toBeNull();
  });

  test("blank alt text is missing", () => {
    expect(findAltTextProblem("", "match.jpg")).toBe(altTextMissing);
    expect(findAltTextProblem("   \n", "match.jpg")).toBe(altTextMissing);
  });

  test("the file's name, with or without extension, in any case and separators, is a file name", () => {
    const fileName = "Summer_camp-day.one.JPG";
    for (const altText of [
      "Summer_camp-day.one.JPG",
      "summer camp day one jpg",
      "Summer camp day one",
      "SUMMER-CAMP-DAY-ONE",
      "summer_camp_day.one",
    ])
      expect(findAltTextProblem(altText, fileName)).toBe(altTextFileName);
  });

  test("the §5 default, the file's name plus image, is a file name", () => {
    expect(findAltTextProblem("football match image", "football-match.png")).toBe(altTextFileName);
    expect(findAltTextProblem("Football match jpg image", "football-match.jpg")).toBe(
      altTextFileName,
    );
  });

  test("a file name inside a longer description is fine, and an empty file name matches nothing", () => {
    expect(
      findAltTextProblem("Young people at the football match", "football-match.jpg"),
    ).toBeNull();
    expect(findAltTextProblem("Young people at the football match", "")).toBeNull();
  });

  test("camera and phone file names are file names", () => {
    for (const altText of [
      "IMG_1234",
      "img_1234.jpeg",
      "IMG 1234",
      "IMG_E4821",
      "IMG-20240501-WA0003",
      "DSC01234",
      "DSCN0042",
      "DSC_0042 at the match",
      "PXL_20240501_123456789",
      "VID_20240501_101010",
      "VID-20240501-WA0001",
      "_MG_1234",
      "GOPR0123",
      "WhatsApp Image 2024-05-01 at 12.34.56",
      "WhatsApp Video 2024-05-01 at 12.34.56",
      "Screenshot 2024-05-01 at 12.34.56",
      "Screenshot_20240501-101010",
    ])
      expect(findAltTextProblem(altText, "upload.jpg")).toBe(altTextFileName);
  });

  test("words that merely start like a camera name are fine", () => {
    for (const altText of [
      "Images of the new sports hall",
      "Video of the boxing club's open day",
      "GP surgery visit by young carers",
      "P7 pupils at sports day",
    ])
      expect(findAltTextProblem(altText, "upload.jpg")).toBeNull();
  });

  test("generic words alone, with or without an article, are not descriptive", () => {
    for (const altText of [
      "image",
      "Photo",
      "a picture",
      "The pic.",
      "img",
      "an image",
      "video",
      "Media file",
      "The media file",
      "untitled",
      "Screenshot",
    ])
      expect(findAltTextProblem(altText, "upload.jpg")).toBe(altTextNotDescriptive);
  });

  test("fewer than three words is not descriptive; three is enough", () => {
    expect(findAltTextProblem("Jack scoring", "upload.jpg")).toBe(altTextNotDescriptive);
    expect(findAltTextProblem("Football", "upload.jpg")).toBe(altTextNotDescriptive);
    expect(findAltTextProblem("Jack's goal", "upload.jpg")).toBe(altTextNotDescriptive);
    expect(findAltTextProblem("Jack scoring goals", "upload.jpg")).toBeNull();
    expect(findAltTextProblem("Under-12s football match", "upload.jpg")).toBeNull();
  });

  test("the three messages differ and each gives an example", () => {
    expect(new Set([altTextMissing, altTextNotDescriptive, altTextFileName]).size).toBe(3);
    for (const message of [altTextMissing, altTextNotDescriptive, altTextFileName])
      expect(message).toContain("e.g. “");
  });
});

describe("findPossibleFullNames", () => {
  test("a first name and a capitalised surname is a full name", () => {
    expect(findPossibleFullNames("Jack Smith scoring")).toEqual(["Jack Smith"]);
    expect(findPossibleFullNames("Well done to Amy Jones!")).toEqual(["Amy Jones"]);
  });

  test("middle names, apostrophes and hyphens belong to the name", () => {
    expect(findPossibleFullNames("Evie Mae O'Brien-Jones")).toEqual(["Evie Mae O'Brien-Jones"]);
    expect(findPossibleFullNames("Mo McDonald with the cup")).toEqual(["Mo McDonald"]);
    expect(findPossibleFullNames("Alfie O’Neill in goal")).toEqual(["Alfie O’Neill"]);
  });

  test("the name starts at the first name inside a run of capitalised words", () => {
    expect(findPossibleFullNames("Coach Jack Smith")).toEqual(["Jack Smith"]);
  });

  test("a possessive ends the name", () => {
    expect(findPossibleFullNames("Jack Smith's winning goal")).toEqual(["Jack Smith"]);
  });

  test("first names are matched without regard to case or accents, and by a hyphenated first part", () => {
    expect(findPossibleFullNames("Zoë Clarke")).toEqual(["Zoë Clarke"]);
    expect(findPossibleFullNames("Lily-Rose Patel")).toEqual(["Lily-Rose Patel"]);
  });

  test("place names, ordinary phrases, first names alone and capitals are not names", () => {
    for (const text of [
      "Northfold Youth Centre",
      "Football training",
      "Serving Humanity",
      "Jack scoring",
      "Jack and Evie at the match",
      "JACK SMITH SCORES",
      "Well done JACK",
      "jack smith scoring",
      "",
    ])
      expect(findPossibleFullNames(text)).toEqual([]);
  });

  test("punctuation or a new line between two words keeps them apart", () => {
    expect(findPossibleFullNames("Jack, Smith and Amy")).toEqual([]);
    expect(findPossibleFullNames("Thanks Jack\nSmith Street Centre")).toEqual([]);
  });

  test("every full name once, in the order they appear", () => {
    expect(findPossibleFullNames("Amy Jones passes to Jack Smith, then Amy Jones scores")).toEqual([
      "Amy Jones",
      "Jack Smith",
    ]);
  });

  test("known full names are found in any case on word boundaries", () => {
    const known = ["Kofi Mensah", "Dana Okafor", "Jack Smith"];
    expect(findPossibleFullNames("Goal by kofi mensah", known)).toEqual(["kofi mensah"]);
    expect(findPossibleFullNames("KOFI  MENSAH wins", known)).toEqual(["KOFI MENSAH"]);
    expect(findPossibleFullNames("Kofi Mensahson and dana okafors", known)).toEqual([]);
    expect(findPossibleFullNames("Jack Smith scoring", known)).toEqual(["Jack Smith"]);
  });

  test("known names keep their place among the others and a lone first name is ignored", () => {
    expect(
      findPossibleFullNames("Amy Jones with dana okafor and Jack", ["Dana Okafor", "Jack", " "]),
    ).toEqual(["Amy Jones", "dana okafor"]);
    expect(findPossibleFullNames("Sean O’Brien smiling", ["Sean O'Brien"])).toEqual([
      "Sean O’Brien",
    ]);
  });
});

describe("describeNameWarning", () => {
  test("quotes one name and says to use first names and tick the box", () => {
    const sentence = describeNameWarning(["Jack Smith"]);
    expect(sentence).toBe(
      "“Jack Smith” looks like a full name: use first names only beside photos of children, and to publish anyway you must tick the box below.",
    );
  });

  test("lists several names", () => {
    expect(describeNameWarning(["Jack Smith", "Amy Jones", "Evie Brown"])).toMatch(
      /^“Jack Smith”, “Amy Jones” and “Evie Brown” look like full names: /,
    );
  });

  test("says nothing when there is nothing to warn about", () => {
    expect(describeNameWarning([])).toBe("");
  });
});

test("the first-name list is lowercase, without accents, and includes short forms", () => {
  expect(firstNames.size).toBeGreaterThan(750);
  for (const name of firstNames) expect(name).toMatch(/^[a-z]+$/);
  for (const name of ["jack", "alfie", "evie", "mo", "muhammad", "niamh", "zoe"])
    expect(firstNames.has(name)).toBe(true);
  for (const word of ["northfold", "youth", "football", "serving", "coach"])
    expect(firstNames.has(word)).toBe(false);
});

describe("the built-in image catalogue's words", () => {
  test.each(catalogueImages.map((image) => [image.id, image] as const))(
    "%s says what it shows",
    (_id, image) => {
      expect(findAltTextProblem(image.alt, image.filename)).toBeNull();
    },
  );
});
