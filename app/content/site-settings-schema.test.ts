import { expect, test } from "vitest";
import { defaultSiteSettings, editableSiteSettingKeys } from "./site-settings";
import { siteSettingsSchema } from "./site-settings-schema";

const defaultForm = {
  ...Object.fromEntries(editableSiteSettingKeys.map((key) => [key, defaultSiteSettings[key]])),
  address: defaultSiteSettings.address.join("\n"),
};

test("every editable default, footer wording included, passes the Settings form's own checks", () => {
  const parsed = siteSettingsSchema.safeParse(defaultForm);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data?.footerCopyright).toBe("© {year} {charity}. All rights reserved.");
  expect(parsed.data?.footerMapTitle).toBe("Find Us");
});

test("footer wording may not be emptied, overlong or use a placeholder nobody fills in", () => {
  const parsed = siteSettingsSchema.safeParse({
    ...defaultForm,
    footerLinksHeading: "  ",
    footerMapTitle: "M".repeat(61),
    footerCopyright: "© {yaer} {charity}",
  });
  const messages = Object.fromEntries(
    (parsed.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
  expect(messages).toEqual({
    footerLinksHeading: "This cannot be empty.",
    footerMapTitle: "Keep this under 60 characters.",
    footerCopyright:
      "Only {year} and {charity} can be filled in here: check the spelling inside the curly brackets.",
  });
});
