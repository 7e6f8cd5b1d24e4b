/** What staff see from the pages feature, once; the §8 texts of the specification word for word. */
export const pageMessages = {
  pages: {
    failedTitle: "Page not saved",
    invalid: "Some fields need attention: each one says what to change.",
    draftSaved: {
      title: "Draft Saved",
      description: "Visitors still see the published page. Preview it, then Publish.",
    },
    published: { title: "Page Published", description: "Visitors see the new text now." },
    alreadyPublished: {
      title: "Page Published",
      description: "This version was already the one visitors see.",
    },
    unpublished: {
      title: "Page Unpublished",
      description: "Visitors see the built-in text again. Your drafts are kept.",
    },
    notPublished: {
      title: "Nothing to unpublish",
      description: "Visitors already see the built-in text.",
    },
    restored: {
      title: "Revision Restored",
      description: "It is now the latest draft. Publish it to show it to visitors.",
    },
    scheduled: (when: string) => ({
      title: "Publishing Scheduled",
      description: `The latest draft will be published at ${when}.`,
    }),
    unscheduled: { title: "Schedule Cancelled", description: "Nothing will be published later." },
    scheduleInPast: "Choose a date and time in the future.",
    conflictTitle: "Someone else changed this page",
    conflict: (who: string, when: string) =>
      `${who} saved this page at ${when}, after you opened it. Your text is still here: open their version, or save yours as a new draft anyway.`,
    revisionMissing: "That revision no longer exists for this page.",
    pageMissing: "Choose a page first.",
    contentUpdated: { title: "Content Updated", description: "Published: visitors see it now." },
    quickConflict: (who: string, when: string) =>
      `${who} saved this page at ${when}, after you opened it here. Nothing was saved or published: reload the page to see their words, then make your change again.`,
    quickUnseenChanges:
      "This draft also changes parts of the page the Content tab does not show (listed above). Open it in the Pages tab to see every change, then publish it there.",
  },
  pageApproval: {
    submitted: {
      title: "Submitted for Approval",
      description: "An administrator will review it. Visitors still see the published page.",
    },
    withdrawn: {
      title: "Draft Saved",
      description:
        "Your submission for approval was withdrawn, as the page changed: submit it again when it is ready.",
    },
    approved: { title: "Change Approved", description: "Published: visitors see it now." },
    sentBack: {
      title: "Sent Back",
      description: "The draft is kept. The editor sees your comment when they open the page.",
    },
    failedTitle: "Not done",
    publishingNeedsApproval:
      "Editors' changes need an administrator's approval here: use Submit for approval, and an administrator publishes it.",
    adminsOnly: "Only an administrator can approve or send back a change.",
    commentMissing: "Say what needs changing, so the editor knows what to do.",
    commentTooLong: "Keep the comment under 1000 characters.",
    submissionGone:
      "This submission was withdrawn, replaced or already decided since you opened the page. Reload to see where it stands.",
    policySaved: (required: boolean) => ({
      title: "Approval setting saved",
      description: required
        ? "Editors' changes now wait for an administrator's approval before visitors see them."
        : "Editors publish their changes themselves again.",
    }),
  },
} as const;
