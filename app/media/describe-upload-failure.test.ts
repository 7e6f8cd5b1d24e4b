import { describe, expect, test } from "vitest";
import { messages } from "~/content/messages";
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
});
