/** What staff see from the settings feature, once; the §8 texts of the specification word for word. */
export const settingsMessages = {
  settings: {
    saved: { title: "Settings Saved", description: "The public site shows the new details now." },
    failedTitle: "Settings not saved",
    invalid: "Some fields need attention.",
    staleTitle: "Someone else changed the settings",
    /** Beside a field still holding the example it was installed with (example-details.ts). */
    example: "Example: replace it with the charity's own. Until you do, visitors do not see it.",
    exampleNumber:
      "Example: replace it with the number on the charity register. Until you do, visitors see no charity number.",
    examplesIntro:
      "Fields marked “Example” still hold the made-up details the site was installed with. Visitors never see them: each stays hidden until you enter the charity's own.",
    stale:
      "Another administrator saved the settings after you opened this page, so yours were not saved. Reload the page to see their change, then make yours again.",
  },
  // The Settings tab's site notice (ADR 0043).
  siteNotice: {
    saved: (when: string) => ({ title: "Notice Saved", description: when }),
    removed: { title: "Notice Removed", description: "Visitors no longer see a notice." },
    failedTitle: "Notice not saved",
    invalid: "Some fields need attention: each one says what to change.",
  },
  // The Settings tab's logo choice.
  logo: {
    saved: { title: "Logo Saved", description: "Every page shows the chosen logo now." },
    failedTitle: "Logo not saved",
    notOffered:
      "Choose a logo from the list: that image is no longer in the library's Branding images.",
  },
} as const;
