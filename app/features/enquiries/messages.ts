/** What staff see from the enquiries feature, once; the §8 texts of the specification word for word. */
export const enquiryMessages = {
  // The Enquiries tab: contact messages, registrations and Find a person.
  enquiries: {
    failedTitle: "The enquiry was not saved",
    invalid: "Some fields need attention: each one says what to change.",
    saved: { title: "Enquiry Saved" },
    deleted: { title: "Enquiry Deleted" },
    conflictTitle: "Someone else changed this enquiry",
    conflict:
      "Someone saved it after you opened it. Reload to see their status and notes, then make your change again.",
    gone: "This enquiry no longer exists: someone may have deleted it. Reload the list.",
    lookupFailedTitle: "Nothing was looked up",
    found: (records: number) => ({
      title: "Search Finished",
      description:
        records === 0
          ? "Nothing is held about this address."
          : `${records} ${records === 1 ? "record" : "records"} found.`,
    }),
    eraseFailedTitle: "Nothing was erased",
    eraseNotConfirmed: "Tick the box to confirm you want to erase everything about this address.",
    erased: (records: number) => ({
      title: "Personal Data Erased",
      description: `${records} ${records === 1 ? "record" : "records"} deleted. Nothing about this address is kept now.`,
    }),
  },
} as const;
