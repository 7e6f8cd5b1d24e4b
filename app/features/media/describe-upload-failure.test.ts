import { describe, expect, test } from "vitest";
import { messages } from "~/shared/site/messages";
import {
  describeLibraryUploadFailure,
  describeQuickUploadFailure,
} from "./describe-upload-failure";
import { mediaMessages } from "./messages";

describe("library upload failures (§8)", () => {
  test.each([
    [
      { status: 507, message: mediaMessages.media.storageFull },
      mediaMessages.media.capacityExceeded,
    ],
    [
      { status: 413, message: mediaMessages.media.payloadTooLarge },
      mediaMessages.media.payloadTooLargeAdvice,
    ],
    [{ message: "Payload Too Large" }, mediaMessages.media.payloadTooLargeAdvice],
    [{ timedOut: true }, mediaMessages.media.timedOut],
    [{ status: 504 }, mediaMessages.media.timedOut],
    // Shown under the toast title "Upload failed", so not prefixed with it again.
    [
      { status: 415, message: mediaMessages.media.unsupportedType },
      mediaMessages.media.unsupportedType,
    ],
    [{ status: 0 }, mediaMessages.media.uploadFailedDefault],
    // The server's answer to an upload still arriving when a restart cut it, or a proxy's.
    [
      { status: 503, message: mediaMessages.media.siteRestarted },
      mediaMessages.media.siteRestarted,
    ],
    [{ status: 503 }, mediaMessages.media.siteRestarted],
    [{ status: 503, message: messages.database.busy }, messages.database.busy],
    // §8's sign-in sub-errors: a session that ended, and no session at all.
    [
      { status: 401, message: messages.access.sessionEnded },
      mediaMessages.media.authenticationError,
    ],
    [
      { status: 401, message: messages.access.signInRequired },
      mediaMessages.media.userNotAuthenticated,
    ],
    [{ status: 401 }, mediaMessages.media.userNotAuthenticated],
  ])("%o gives %s", (failure, expected) => {
    expect(describeLibraryUploadFailure(failure)).toBe(expected);
  });
});

describe("quick upload failures (§8)", () => {
  test.each([
    [messages.access.signInRequired, mediaMessages.media.quickSessionExpired],
    [mediaMessages.media.storageFailed, mediaMessages.media.quickStorageFailed],
    [mediaMessages.media.databaseFailed, mediaMessages.media.quickDatabaseFailed],
    ["PGRST116: several rows", mediaMessages.media.quickDatabaseFailed],
    [mediaMessages.media.notAnImage, mediaMessages.media.notAnImage],
    [undefined, mediaMessages.media.quickDefault],
  ])("%s gives %s", (message, expected) => {
    expect(describeQuickUploadFailure({ message })).toBe(expected);
  });

  test.each([
    [
      { status: 503, message: mediaMessages.media.siteRestarted },
      mediaMessages.media.siteRestarted,
    ],
    [{ status: 503 }, mediaMessages.media.siteRestarted],
    [
      { status: 401, message: messages.access.sessionEnded },
      mediaMessages.media.quickSessionExpired,
    ],
    [
      { status: 413, message: mediaMessages.media.payloadTooLarge },
      mediaMessages.media.payloadTooLarge,
    ],
    [{ status: 413 }, mediaMessages.media.quickTooLarge.description],
    [{ status: 0 }, mediaMessages.media.quickDefault],
  ])("%o gives %s", (failure, expected) => {
    expect(describeQuickUploadFailure(failure)).toBe(expected);
  });
});
