/** Post uploads: shared by the share composer and the chat box. */
export {
  ACCEPT,
  contentTypeOf,
  fileProblem,
  isImageFile,
  isVideoFile,
  postFilePath,
  sanitizeFileName,
  type UploadKind,
  uploadNameOf,
  withoutDuplicateNames,
} from './file-rules';
export { fractionOf, putFile } from './put-file';
export { UploadProgressList } from './UploadProgressList';
export {
  filesToUpload,
  type UploadedFile,
  UploadRejected,
  type UploadPostFilesArgs,
  uploadPostFiles,
} from './upload-files';
export { overallFraction, percentOf, type UploadProgressItem, useUploadProgress } from './use-upload-progress';
