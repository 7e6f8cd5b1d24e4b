import { describe, expect, test } from "vitest";
import { messages } from "~/shared/site/messages";
import {
  describeLibraryUploadFailure,
  describeQuickUploadFailure,
} from "./describe-upload-failure";

describe("library upload failures (§8)", () => {
  test.each([
    [{ status: 507, message: messages.media.storageFull }, messages.media.capacityExceeded],
    [
      { status: 413, message: messages.media.payloadTooLarge },
      messages.media.payloadTooLargeAdvice,
    ],
    [{ message: "Payload Too Large" }, messages.media.payloadTooLargeAdvice],
    [{ timedOut: true }, messages.media.timedOut],
    [{ status: 504 }, messages.media.timedOut],
    // Shown under the toast title "Upload failed", so not prefixed with it again.
    [{ status: 415, message: messages.media.unsupportedType }, messages.media.unsupportedType],
    [{ status: 0 }, messages.media.uploadFailedDefault],
    // The server's answer to an upload still arriving when a restart cut it, or a proxy's.
    [{ status: 503, message: messages.media.siteRestarted }, messages.media.siteRestarted],
    [{ status: 503 }, messages.media.siteRestarted],
    [{ status: 503, message: messages.database.busy }, messages.database.busy],
    // §8's sign-in sub-errors: a session that ended, and no session at all.
    [{ status: 401, message: messages.access.sessionEnded }, messages.media.authenticationError],
    [{ status: 401, message: messages.access.signInRequired }, messages.media.userNotAuthenticated],
    [{ status: 401 }, messages.media.userNotAuthenticated],
  ])("%o gives %s", (failure, expected) => {
    expect(describeLibraryUploadFailure(failure)).toBe(expected);
  });
});

describe("quick upload failures (§8)", () => {
  test.each([
    [messages.access.signInRequired, messages.media.quickSessionExpired],
    [messages.media.storageFailed, messages.media.quickStorageFailed],
    [messages.media.databaseFailed, messages.media.quickDatabaseFailed],
    ["PGRST116: several rows", messages.media.quickDatabaseFailed],
    [messages.media.notAnImage, messages.media.notAnImage],
    [undefined, messages.media.quickDefault],
  ])("%s gives %s", (message, expected) => {
    expect(describeQuickUploadFailure({ message })).toBe(expected);
  });

  test.each([
    [{ status: 503, message: messages.media.siteRestarted }, messages.media.siteRestarted],
    [{ status: 503 }, messages.media.siteRestarted],
    [{ status: 401, message: messages.access.sessionEnded }, messages.media.quickSessionExpired],
    [{ status: 413, message: messages.media.payloadTooLarge }, messages.media.payloadTooLarge],
    [{ status: 413 }, messages.media.quickTooLarge.description],
    [{ status: 0 }, messages.media.quickDefault],
  ])("%o gives %s", (failure, expected) => {
    expect(describeQuickUploadFailure(failure)).toBe(expected);
  });
});
