import { mailNotSetUpExplanation, siteAddressNotSetExplanation } from "~/shared/mail/mail-status";

/** What staff see from the newsletter feature, once; the §8 texts of the specification word for word. */
export const newsletterMessages = {
  // The Newsletter tab.
  newsletter: {
    failedTitle: "The newsletter was not sent",
    invalid: "Some fields need attention: each one says what to change.",
    testSent: (email: string) => ({
      title: "Test Sent",
      description: `Look for it in the inbox of ${email}.`,
    }),
    testFailed:
      "The mail server did not accept the test. Try again in a minute, or ask an administrator to check the mail settings.",
    started: (recipients: number) => ({
      title: "Sending Started",
      description: `It is going out to ${recipients} ${recipients === 1 ? "subscriber" : "subscribers"}, a few at a time. Progress shows below.`,
    }),
    busy: "Another newsletter is still being sent. Wait until it has finished, then send this one.",
    noSubscribers: "Nobody has confirmed a subscription yet, so there is no one to send it to.",
    mailNotSetUp: `Newsletters cannot be sent. ${mailNotSetUpExplanation}`,
    siteAddressNotSet: siteAddressNotSetExplanation,
    removeFailedTitle: "The subscriber was not removed",
    subscriberGone: "They are no longer on the list: they may have unsubscribed. Reload the list.",
    subscriberRemoved: {
      title: "Subscriber Removed",
      description: "They will get no more newsletters.",
    },
    confirmFailedTitle: "The sign-up was not confirmed",
    signupNotWaiting:
      "This sign-up is no longer waiting for you: it may have been confirmed or removed already. Reload the list.",
    subscriberConfirmed: {
      title: "Sign-up Confirmed",
      description: "They are on the list now and will get the next newsletter.",
    },
    // The compose form's photo (ADR 0038): its alt text is the library's, edited there.
    photoHint:
      "Shown under the subject. The email describes it with its alt text from the Media library: to change the words, edit the photo there.",
    photoAlt: (alt: string) => `Alt text in the email: ${alt}`,
    photoNoAlt:
      "This photo has no alt text, so readers who cannot see it are told nothing. Add alt text to it in the Media tab.",
    noPhoto: "No photo.",
  },
} as const;
