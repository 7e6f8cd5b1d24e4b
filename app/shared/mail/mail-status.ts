/**
 * What staff are told when the site cannot send email, in one place: the Newsletter and
 * Volunteers tabs and the dashboard's Needs attention list all show these words. Plain words,
 * never the server's variable names: staff cannot set those, and they mean nothing to them.
 */
export const mailNotSetUpTitle = "Email is not set up";

export const mailNotSetUpExplanation =
  "“Mail” is how this website sends emails: confirmations to visitors, notices to staff about new messages, registrations, reviews and applications, and newsletters. It is not set up yet, so the website sends no emails at all. Whoever runs the website's server or hosting sets it up: ask them to connect the website to an email service.";

/** The website's public address is missing: only links in emails sent later need it. */
export const siteAddressNotSetExplanation =
  "The website does not know its own public address, so the unsubscribe links in a newsletter would not work. Whoever runs the website's server or hosting sets it: ask them to give the website its address.";
