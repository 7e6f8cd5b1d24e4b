/**
 * Every message staff see from sign-in and the dashboard, once. The §8 texts of the specification
 * are kept word for word; UI, server and tests import them from here.
 */
import { mailNotSetUpExplanation, siteAddressNotSetExplanation } from "~/shared/mail/mail-status";
import { publicMediaMessages } from "./public-media-messages";

export type ToastMessage = { title: string; description?: string };

/** What good alt text looks like, shown in every alt text message. */
const altTextExample = "“Young people warming up before a football match”";

function minutes(count: number) {
  return `${count} ${count === 1 ? "minute" : "minutes"}`;
}

export const messages = {
  signIn: {
    missingFields: { title: "Error", description: "Please enter both email and password." },
    failedTitle: "Login Failed",
    invalidCredentials: "Invalid email or password.",
    noUser: "Login failed",
    unexpected: { title: "Error", description: "An error occurred during login." },
    success: { title: "Login Successful", description: "Welcome to the admin panel." },
    tooManyAttempts: (retryAfterMinutes: number) =>
      `Too many attempts, try again in ${minutes(retryAfterMinutes)}`,
  },
  signOut: {
    success: { title: "Logged Out", description: "You have been successfully logged out." },
    failed: { title: "Error", description: "Logging out failed. Please try again." },
  },
  createAdmin: {
    success: { title: "Admin User Created", description: "You are signed in." },
    // Created, but the sign-in that follows did not go through (say, the throttle's limit).
    created: {
      title: "Admin User Created",
      description: "Sign in with the email and password you just chose.",
    },
    failedTitle: "Creation Failed",
    // §8: when the refusal carries no words of its own.
    failedDefault: "Failed to create admin user",
    unexpected: { title: "Error", description: "An unexpected error occurred" },
    alreadyExists:
      "An administrator already exists. Sign in, or ask an administrator for an account.",
    setupCodeMissing: "Enter the setup code.",
    setupCodeWrong: "That setup code is not right. Check it against the one the site printed.",
    setupCodeThrottled: (minutes: number) =>
      `Too many wrong setup codes from your connection. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  },
  // Any staff save while the database is locked by another process (answered 503).
  database: {
    busyTitle: "Not saved",
    busy: "The site is busy saving another change, so this was not saved. Nothing is lost: try again in a few seconds.",
  },
  access: {
    signInRequired: "Authentication Required: Please ensure you are logged in and try again.",
    forbidden: "You do not have permission to do that.",
    passwordChangeRequired: "Choose a new password before doing anything else.",
    twoFactorSetupRequired:
      "Two-factor sign-in is required for all staff. Turn it on in My Account before doing anything else.",
    crossSite: "Cross-site request refused.",
    signUpClosed: "Sign-up is closed. Ask an administrator to add you as a user.",
    sessionEnded:
      "Your session has ended (signed in too long ago, or unused for too long). Please sign in again.",
    requestTimedOut: "The request took too long to arrive and was closed. Please try again.",
    badRequest: "The request could not be read.",
    serverError: "Something went wrong on our side. Please try again in a moment.",
  },
  // A form's body refused before any page reads it (server/limit-form-bodies.ts): staff see the
  // title and text as a toast, visitors' forms the text, and a page posted without JavaScript the text alone.
  requestBody: {
    refusedTitle: "Not sent",
    tooLarge:
      "What was sent is too large for this form, so it was not read and nothing was saved. Shorten it and try again.",
    unsupportedType:
      "This address accepts only forms sent from the site's own pages, so what was sent was not read.",
    unreadable:
      "The form arrived incomplete or garbled, so it was not read and nothing was saved. Please try again.",
  },
  users: {
    added: {
      title: "User Added",
      description: "Give them the initial password; they choose their own at first sign-in.",
    },
    roleChanged: { title: "Role Changed" },
    removed: { title: "User Removed", description: "Their sessions were ended." },
    failedTitle: "Could not update users",
    emailTaken: "A user with this email already exists.",
    lastAdmin: "The last administrator cannot be removed or made an editor.",
    removeSelf: "You cannot remove your own account.",
    notFound: "That user no longer exists.",
  },
  passwordRules: {
    commonPassword:
      "This password is one of the most common passwords, the first ones attackers try. Choose a less predictable one, such as three or four unrelated words.",
    containsName:
      "Password must not contain the charity's name, or the person's name or email address.",
    /** The estimator's reasons (app/features/accounts/password-guessability.server.ts), each a sentence. */
    easyToGuess: (reasons: string[]) =>
      ["This password would be easy to guess.", ...reasons].join(" "),
  },
  twoFactor: {
    codeNeeded: {
      title: "Enter your code",
      description: "Type the 6-digit code from your authenticator app, or a recovery code.",
    },
    codeMissing: "Enter the 6-digit code from your authenticator app, or a recovery code.",
    wrongCode: "That code is not right. Check your authenticator app and try again.",
    codeUsed:
      "That code has already been used. Wait for your authenticator app to show a new one, then type that.",
    codeStepExpired: "Signing in took too long. Enter your email and password again.",
    cancelled: { title: "Sign-in cancelled", description: "Enter your email and password again." },
    setupStarted: {
      title: "Scan the QR code",
      description: "Then type the 6-digit code your app shows to finish.",
    },
    enabled: {
      title: "Two-factor sign-in is on",
      description: "Keep your recovery codes somewhere safe: each works once.",
    },
    disabled: { title: "Two-factor sign-in is off" },
    codesRenewed: {
      title: "New recovery codes",
      description: "Your old recovery codes no longer work.",
    },
    failedTitle: "Two-factor not changed",
    alreadyOn: "Two-factor sign-in is already on.",
    notOn: "Two-factor sign-in is not on.",
    notStarted: "Start again: enter your password to get a new QR code.",
    requiredByAdmins: "Two-factor sign-in is required for all staff, so it cannot be turned off.",
    turnOnYourselfFirst:
      "Turn two-factor on for yourself in My Account first, or you would be locked out of this tab.",
    policySaved: (required: boolean) => ({
      title: "Two-factor policy saved",
      description: required
        ? "Every staff member must now turn two-factor on before using the dashboard."
        : "Two-factor sign-in is now each person's choice.",
    }),
  },
  reauth: {
    title: "Confirm it's you",
    needed: (minutes: number) =>
      `For this change, enter your password or a code from your authenticator app again (it has been more than ${minutes} minutes).`,
    noScript:
      "Confirm it's you: open My Account, enter your password under “Confirm it's you”, then try again.",
    missing: "Enter your password or a 6-digit code.",
    wrong: "That password or code is not right.",
    confirmed: { title: "Confirmed", description: "Carrying on with what you asked." },
  },
  password: {
    changed: { title: "Password Changed", description: "Your other sessions were signed out." },
    failedTitle: "Password not changed",
    wrongCurrent: "Your current password is not correct.",
    mismatch: "The new passwords do not match.",
    sameAsCurrent: "Choose a password different from your current one.",
  },
  // Forgot your password? (the sign-in page) and the emailed link's page.
  passwordReset: {
    requestFailedTitle: "No link sent",
    // The same answer whether or not the address has an account.
    requested: {
      title: "Check your email",
      description:
        "If an account uses this address, we have emailed it a link to choose a new password. The link works once, within an hour. Nothing after a few minutes? Look in your spam folder, or ask one of the site's administrators.",
    },
    mailNotSetUp:
      "This site cannot send email, so it cannot send you a link. Ask one of the site's administrators: they can set a temporary password for you.",
    emailMissing: "Enter the email address you sign in with.",
    tooManyRequests: (retryAfterMinutes: number) =>
      `Too many requests, try again in ${minutes(retryAfterMinutes)}.`,
    resetFailedTitle: "Password not changed",
    linkUnknown:
      "This link does not work. Part of it may have been lost when it was copied: open it straight from the email, or ask for a new link.",
    linkUsed:
      "This link has already been used to choose a new password, and works only once. Sign in with that password, or ask for a new link.",
    linkExpired:
      "This link has expired: a link works for an hour after it was sent. Ask for a new one.",
    done: {
      title: "Password changed",
      description:
        "Sign in with your new password. Anywhere you were signed in before has been signed out.",
    },
  },
  // The Users tab's help for someone locked out (administrators).
  accountRecovery: {
    linkSent: (email: string) => ({
      title: "Reset link sent",
      description: `${email} can choose a new password with it, once, within an hour.`,
    }),
    linkNotDelivered:
      "The mail server did not accept the message, so no link was sent. Set a temporary password instead, or ask whoever runs the site to check the mail settings.",
    mailNotSetUp:
      "This site cannot send email, so no reset link can be sent. Set a temporary password instead, and give it to them in person or by phone.",
    temporarySet: (email: string) => ({
      title: "Temporary password set",
      description: `Give it to ${email} in person or by phone. They were signed out everywhere and must choose their own password when they next sign in.`,
    }),
    twoFactorReset: (email: string, required: boolean) => ({
      title: "Two-factor reset",
      description: required
        ? `${email} was signed out everywhere. They sign in with their password, then must set two-factor up again before using the dashboard.`
        : `${email} was signed out everywhere, and signs in with their password alone until they turn two-factor on again.`,
    }),
    twoFactorNotOn: "Two-factor sign-in is not on for this person, so there is nothing to reset.",
    notForYourself:
      "For your own account, use My Account: change your password or two-factor sign-in there.",
  },
  media: {
    // §5 library upload form.
    fileRequired: { title: "Error", description: "Please select a file." },
    pageRequired: { title: "Page required", description: "Please select a page before uploading." },
    fileTooLarge: (megabytes: string) => ({
      title: "File too large",
      description: `Files must be smaller than 500MB. This file is ${megabytes}MB.`,
    }),
    uploaded: { title: "Success", description: "Media file uploaded successfully!" },
    uploadedCount: (count: number) => `${count} media files uploaded successfully!`,
    notUploadedCount: (count: number) =>
      `${count} files were not uploaded. Each one says why in the list.`,
    // §8 library upload failures, keyed by what the server or browser reported.
    uploadFailedTitle: "Upload failed",
    capacityExceeded:
      "Storage capacity exceeded. Please contact administrator to upgrade storage plan.",
    payloadTooLargeAdvice:
      "File too large. Please compress the file or choose a smaller one (under 500MB) and try again.",
    timedOut:
      "Upload timed out. Please try again with a smaller file or check your internet connection.",
    uploadFailedDefault: "Failed to upload media file.",
    unexpected: "An unexpected error occurred",
    // §5/§8 quick image uploader.
    quickTooLarge: {
      title: "File too large",
      description: "Please select an image smaller than 10MB.",
    },
    quickInvalidType: { title: "Invalid file type", description: "Please select an image file." },
    quickMissing: {
      title: "Upload Failed",
      description: "Please select a file and provide alt text.",
    },
    quickUploaded: { title: "Success", description: "Image uploaded successfully." },
    quickSessionExpired: "Your session has expired. Please log in again.",
    quickStorageFailed: "Storage upload failed. Please check your connection and try again.",
    quickDatabaseFailed: "Database error. Please verify your permissions and try again.",
    quickDefault: "There was an error uploading your image.",
    connectionFailed: {
      title: "Connection failed",
      description: "Please check your internet connection and try again.",
    },
    connectionRestored: { title: "Connection restored." },
    // §2/§4/§8 library list, update and delete.
    noneYet: "No media files uploaded yet. Upload your first file above!",
    loading: "Loading media files...",
    listFailed: "Failed to load media files.",
    updated: { title: "Success", description: "Media file updated successfully!" },
    updateFailed: { title: "Error", description: "Failed to update media file" },
    // The focal point every crop keeps in frame (ADR 0036).
    focalPointSaved: {
      title: "Focal point saved",
      description: "Every crop of this photo now keeps that point in frame.",
    },
    focalPointReset: {
      title: "Focal point reset",
      description: "Crops of this photo are centred again.",
    },
    focalPointFailed: { title: "Focal point not saved", description: "Please try again." },
    focalPointRange: "Enter a whole number from 0 to 100.",
    focalPointNotPhoto: "Only photos have a focal point; a video shows whole.",
    deleted: { title: "Success", description: "Media file deleted successfully!" },
    deleteFailed: { title: "Error", description: "Failed to delete media file." },
    activated: {
      title: "Success",
      description: "Media file is active: it can appear on the site.",
    },
    deactivated: {
      title: "Success",
      description: "Media file is inactive: it no longer appears anywhere on the site.",
    },
    notFound: "That media file no longer exists.",
    // The storage reconciler found a file's original or a copy gone (app/features/media/reconcile-storage.server.ts).
    missingObjects: (since: string) =>
      `Its stored file went missing (noticed ${since}), so it is inactive and shows nowhere on the site. Restore it from a backup, or delete it and upload it again.`,
    // What the server says; the browser maps these to the texts above where §8 says so.
    payloadTooLarge: "Payload too large (413): the file is over the upload limit.",
    noFile: "No file was received.",
    oneFileOnly: "Upload one file at a time.",
    unreadableForm: "The upload could not be read.",
    connectionDropped: "The connection was lost before the upload finished.",
    // Answered (503) to an upload still arriving when a restart's grace period ends.
    siteRestarted:
      "The site restarted while your file was uploading, so it was not saved. Please try again in a moment.",
    unsupportedType:
      "This file type is not supported. Upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.",
    notAnImage: "Please select an image file (JPEG, PNG, WebP, GIF or AVIF).",
    unreadableImage: "This image could not be read. It may be damaged; try exporting it again.",
    unreadableVideo:
      "This video could not be read. It may be damaged or in an unusual format; try exporting it again as MP4.",
    videoToolMissing:
      "Videos cannot be processed on this server right now. Please ask whoever runs the site to install ffmpeg.",
    tooManyPixels: (megapixels: number) =>
      `This image is ${megapixels} megapixels, over the 40 megapixel limit. Resize it and try again.`,
    storageFailed: "Storage upload failed",
    // §8's two sign-in sub-errors of a library upload, each with what to do next: the session
    // ended (its cookie no longer holds), or the request came with no session at all.
    authenticationError:
      "Authentication error: your session has ended. Sign in again, then upload the file.",
    userNotAuthenticated:
      "User not authenticated: you are signed out. Sign in again, then upload the file.",
    storageFull: "Storage capacity exceeded",
    tooManyUploads: (limit: number, minutes: number) =>
      `You have uploaded ${limit} files in the last 10 minutes. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
    badUploadKey:
      "The upload form sent an unreadable submission key. Reload the page and try again.",
    databaseFailed: "Database error",
    // Duplicate uploads (ADR 0035): `kind` is "photo" or "video".
    duplicate: (kind: string) => `The library already has this ${kind}.`,
    duplicateAdvice: (kind: string) =>
      `Use the one already there, or upload it anyway to keep a second copy of the ${kind}.`,
    duplicateUploadedOn: (when: string) => `Uploaded ${when}`,
    duplicateUsed: (kind: string) => ({
      title: "Success",
      description: `Using the ${kind} already in the library.`,
    }),
  },
  // §2/§4/§8 Page Images and Serving Humanity tabs.
  placement: {
    applied: { title: "Success", description: "Image applied. It now shows on the page." },
    appliedHidden: {
      title: "Placed",
      description:
        "Placed on the page, but not on the site until you record a decision about children in it (Consent, in its Details).",
    },
    applyFailed: { title: "Error", description: "Failed to apply the image." },
    removed: { title: "Success", description: "Image removed from this section." },
    removeFailed: { title: "Error", description: "Failed to remove the image." },
    moved: { title: "Order changed", description: "Visitors see the images in this order now." },
    moveFailed: { title: "Error", description: "Failed to change the order." },
    cannotMove: "That image is already at that end of the list.",
    notAnImage: "Only an active image can be placed on a page.",
    chooseImage: "Choose an image first.",
    chooseSection: "Choose a section first.",
    uploaded: { title: "Success", description: "Image uploaded and placed on the page." },
    uploadedCount: (count: number) => `${count} images uploaded and placed on the page.`,
    /** `uploadView` names where the tab uploads: Upload New, or Serving Humanity's Direct Upload. */
    noImagesToChoose: (uploadView: string) => `No images match. Upload one with ${uploadView}.`,
    nothingAssigned: "Nothing is placed here yet: visitors see the built-in picture.",
    nothingInGallery:
      "Nothing is placed here yet: visitors see only the page's built-in pictures here, if it has any.",
    sectionNotShown:
      "That page does not show this section, so nobody would see the file there. Choose one of the page's own sections.",
    notPublishable:
      "This file shows identifiable children without consent for the website, so it cannot be published. Record consent in the Media tab first.",
  },
  // Safeguarding: consent for photos and videos of children.
  consent: {
    saved: { title: "Consent saved", description: "The file's consent record is up to date." },
    savedHidden: {
      title: "Consent saved",
      description: "Without consent for the website this file is now hidden everywhere.",
    },
    saveFailed: { title: "Error", description: "Failed to save the consent record." },
    withdrawn: {
      title: "Consent withdrawn",
      description: "The file is hidden everywhere and its old links no longer work.",
    },
    withdrawFailed: { title: "Error", description: "Failed to withdraw consent." },
    nothingToWithdraw: "There is no consent on record to withdraw.",
    cannotActivate:
      "This file shows identifiable children without consent for the website, so it cannot be made active. Record consent first.",
    bulkSaved: (count: number) => ({
      title: "Decision saved",
      description: `Recorded for ${count} ${count === 1 ? "file" : "files"}.`,
    }),
    bulkSavedHidden: (count: number) => ({
      title: "Decision saved",
      description: `Recorded for ${count} ${count === 1 ? "file" : "files"}. Without consent for the website they stay off the site.`,
    }),
    bulkFailed: { title: "Error", description: "Failed to record the decision." },
    bulkNoneChosen: "Tick the files the decision is for.",
    undecidedTitle: "Not on the site yet",
    undecidedOnPage: (count: number) =>
      `${count === 1 ? "This file is" : `These ${count} files are`} in the library and placed, but not on the site until you record a decision: see Needs attention.`,
  },
  // A photo uploaded from inside a photo chooser (a record's Image, Page Images' picker).
  chooserUpload: {
    chosen: (name: string) => `New photo chosen: ${name}.`,
    chosenUndecided: (name: string) =>
      `New photo chosen: ${name}. Apply places it, but it is not on the site until you record a decision about children in it.`,
    waitingForDecision:
      "Your new photo is in the library, but it waits for a consent decision, so it cannot be chosen here yet. Record one in the library's files waiting for a decision, then choose it here.",
    noWebsiteConsent:
      "Your new photo is in the library, but it shows children without consent for the website, so it cannot be shown to visitors or chosen here.",
  },
  publicMedia: publicMediaMessages,
  // Words published beside photos: alt text that describes them, no child's full name.
  publicWords: {
    altTextMissing: `Describe what the picture shows in a few words for people who cannot see it, e.g. ${altTextExample}.`,
    altTextNotDescriptive: `Say what the picture shows in a few more words, e.g. ${altTextExample}.`,
    altTextFileName: `This looks like a file name: describe what the picture shows instead, e.g. ${altTextExample}.`,
    altTextHint:
      "What it shows, in a few words, for people who cannot see it. Use first names only, never a child's full name.",
    nameWarningTitle: "Check the names",
    nameWarning: (quotedNames: string, count: number) =>
      `${quotedNames} ${count === 1 ? "looks like a full name" : "look like full names"}: use first names only beside photos of children, and to publish anyway you must tick the box below.`,
    namesAcknowledged:
      "I have checked: no child's full name is shown, or their family has agreed to it being shown.",
    namesNotAcknowledged: "Tick the box to publish these words, or use first names only.",
  },
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
    /** The library's words for an uploaded logo (the header itself names the charity). */
    libraryAltText: "The charity's logo",
  },
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
  // The Documents tab (ADR 0042).
  documents: {
    uploaded: {
      title: "Document Uploaded",
      description: "It is on the website now, on every page that lists its kind of document.",
    },
    uploadFailedTitle: "Document not uploaded",
    uploadFailedDefault: "The document could not be uploaded. Please try again.",
    fileRequired: "Choose a PDF to upload.",
    notPdf:
      "This file is not a PDF. Save it as a PDF (most programs offer Save as PDF or Print to PDF) and upload that.",
    tooLarge: (limitMegabytes: number) =>
      `PDFs can be up to ${limitMegabytes} MB. Make this one smaller (for example with smaller photos in it) and try again.`,
    encrypted:
      "This PDF is protected with a password, so it cannot be checked and cleaned. Save a copy without the password and upload that.",
    unreadable:
      "This PDF could not be read. Open it, save it again as a PDF, and upload the new copy.",
    duplicate: (title: string) => `This PDF is already in the library, as “${title}”.`,
    updated: { title: "Document Saved", description: "The website shows its new details now." },
    updateFailed: { title: "Document not saved", description: "Please try again." },
    deleted: { title: "Document Deleted", description: "It is no longer on the website." },
    deleteFailed: { title: "Document not deleted", description: "Please try again." },
    notFound: "This document is no longer in the library. Reload the list.",
    isSafeguardingPolicy:
      "This is the safeguarding policy every page links to. Choose another one in Settings first, then delete this one.",
    policyGone:
      "That document is no longer in the library. Choose another one, or type the policy's web address.",
  },
} as const;
