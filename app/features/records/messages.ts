/** What staff see from the records feature, once; the §8 texts of the specification word for word. */
export const recordMessages = {
  records: {
    failedTitle: (noun: string) => `The ${noun} was not saved`,
    invalid: "Some fields need attention: each one says what to change.",
    added: (Noun: string) => ({ title: `${Noun} Added`, description: "Visitors see it now." }),
    saved: (Noun: string) => ({ title: `${Noun} Saved`, description: "Visitors see it now." }),
    deleted: (Noun: string) => ({ title: `${Noun} Deleted` }),
    moved: { title: "Order Changed" },
    conflictTitle: "Someone else changed this",
    conflict:
      "It was saved by someone else after you opened it. Your changes are still in the form: reload to see theirs, then make yours again.",
    gone: "It no longer exists: someone may have deleted it. Reload the list.",
    imageUnavailable:
      "That photo can no longer be used: it was deleted, switched off or its consent does not allow the website.",
    approved: { title: "Review Approved", description: "It is on the home page now." },
    notPending: "Only a pending review can be approved.",
    applicationAnswered: (
      decision: "Approved" | "Declined",
      mail: "sent" | "not-set-up" | "failed",
    ) => ({
      title: `Application ${decision}`,
      description: {
        sent: "The applicant was emailed.",
        "not-set-up":
          "The applicant was not emailed, because this website cannot send emails yet: contact them yourself.",
        failed:
          "The applicant was not emailed: the mail server did not accept the message. Contact them yourself, or ask an administrator to check the mail settings.",
      }[mail],
    }),
    applicationFailedTitle: "The application was not answered",
    hoursOnlyApproved: "Hours can be logged only for approved volunteers.",
    cannotMove: "It cannot move further that way.",
    applicationDecided: "This application was already answered.",
    hoursLogged: { title: "Hours Logged" },
  },
} as const;
