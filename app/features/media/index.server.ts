export type { NodeRequest } from "./headers-only-request.server";
export { toHeadersOnlyRequest } from "./headers-only-request.server";
export { loadImagePicker } from "./image-picker.server";
export { listMediaJobs } from "./jobs.server";
export type { MediaRow } from "./media-files.server";
export {
  findMediaFile,
  listMediaFiles,
  listStoredObjects,
  toMediaFile,
} from "./media-files.server";
export { makeOriginalKey } from "./media-keys.server";
export { loadPageMediaLists, loadPageSlotImages } from "./page-media.server";
export { placeableSections, sectionPositions } from "./placeable-sections.server";
export { getMediaProcessingQueue } from "./processing-queue.server";
export type { ReceivedUpload } from "./receive-upload.server";
export { receiveUpload } from "./receive-upload.server";
export { getMediaStorage, getUploadTempDir } from "./storage/get-media-storage.server";
export { assertStorageRoom, reserveStorageRoom } from "./storage-quota.server";
export { cleanOriginalName, describeStorageFailure, removeObjects } from "./store-media.server";
export { listDocumentObjects } from "./stored-documents.server";
export {
  consumeUploadAllowance,
  declaredLength,
  firstIssue,
  sendJson,
  toUploadError,
} from "./upload-answers.server";
export { selectVisibleImages } from "./visible-images.server";
