import { publicMediaMessages } from "~/shared/site/public-media-messages";

/** What good alt text looks like, shown in every alt text message. */
const altTextExample = "“Young people warming up before a football match”";

/** What staff see from the media feature, once; the §8 texts of the specification word for word. */
export const mediaMessages = {
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
} as const;
