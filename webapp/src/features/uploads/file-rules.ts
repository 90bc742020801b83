import { messages } from '@shared/messages';
import { UPLOAD_MAX_BYTES } from '@shared/rules';

/** What a picked file is for: the composer's Image, Video and File buttons (and the chat box). */
export type UploadKind = 'image' | 'video' | 'file' | 'pdf';

/** The allowed lists (spec 2 §5: images and videos; the server checks the real bytes again). */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  heif: 'image/heif',
  avif: 'image/avif',
};
const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
};
const OTHER_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  html: 'text/html',
  zip: 'application/zip',
};

/** The `accept` attribute of each picker. */
export const ACCEPT: Record<UploadKind, string> = {
  image: Object.keys(IMAGE_TYPES)
    .map((ext) => `.${ext}`)
    .concat([...new Set(Object.values(IMAGE_TYPES))])
    .join(','),
  video: Object.keys(VIDEO_TYPES)
    .map((ext) => `.${ext}`)
    .concat([...new Set(Object.values(VIDEO_TYPES))])
    .join(','),
  file: '',
  pdf: '.pdf,application/pdf',
};

/** The extension of a file name, lower-cased: up to 10 letters or digits after the last dot. */
export function extensionOf(name: string): string {
  const match = /[^.]\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * The content type a file is uploaded with: the browser's, else the one its extension
 * names; an unknown attachment defaults to application/zip (spec 2 §5).
 */
export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const ext = extensionOf(file.name);
  return IMAGE_TYPES[ext] ?? VIDEO_TYPES[ext] ?? OTHER_TYPES[ext] ?? 'application/zip';
}

function isOfKind(file: Pick<File, 'name' | 'type'>, kind: UploadKind): boolean {
  const ext = extensionOf(file.name);
  const type = file.type.toLowerCase();
  if (kind === 'image') return ext in IMAGE_TYPES && (!type || type.startsWith('image/'));
  if (kind === 'video') return ext in VIDEO_TYPES && (!type || type.startsWith('video/'));
  if (kind === 'pdf') return ext === 'pdf' && (!type || type === 'application/pdf');
  return true;
}

export const isVideoFile = (file: Pick<File, 'name' | 'type'>) =>
  file.type.toLowerCase().startsWith('video/') || extensionOf(file.name) in VIDEO_TYPES;
export const isImageFile = (file: Pick<File, 'name' | 'type'>) =>
  file.type.toLowerCase().startsWith('image/') || extensionOf(file.name) in IMAGE_TYPES;

/**
 * A file name safe for a storage key (spec 2 §5): every character other than letters,
 * digits, dot, dash and underscore becomes an underscore. For a video the word admin is
 * removed and an empty name falls back to 'User Video'.
 */
export function sanitizeFileName(name: string, kind: 'video' | 'other' = 'other'): string {
  const ext = extensionOf(name);
  let base = ext ? name.slice(0, name.length - ext.length - 1) : name;
  if (kind === 'video') base = base.replace(/admin/gi, '');
  base = base.replace(/[^\p{L}\p{N}._-]/gu, '_').replace(/^[._]+/, '');
  if (kind === 'video' && !base.replace(/_/g, '')) base = messages.composer.userVideo;
  if (!base) base = 'file';
  return ext ? `${base}.${ext}` : base;
}

/** The upload name of a file: sanitised by the video rule when it is a video. */
export const uploadNameOf = (file: Pick<File, 'name' | 'type'>) =>
  sanitizeFileName(file.name, isVideoFile(file) ? 'video' : 'other');

/**
 * Adds picked files to those already chosen, leaving out any whose (sanitised) name is
 * already there or earlier in the same pick (spec 2 §5: duplicate names are filtered).
 */
export function withoutDuplicateNames<T extends Pick<File, 'name' | 'type'>>(
  existing: readonly T[],
  added: readonly T[],
) {
  const seen = new Set(existing.map(uploadNameOf));
  const kept: T[] = [];
  for (const file of added) {
    const name = uploadNameOf(file);
    if (seen.has(name)) continue;
    seen.add(name);
    kept.push(file);
  }
  return kept;
}

/**
 * The spec's message for files that cannot be uploaded as `kind`, or null: the type first
 * ('Invalid file type!' for one file, 'One or more file types are invalid!' for several),
 * then the 100MB size limit.
 */
export function fileProblem(files: readonly Pick<File, 'name' | 'type' | 'size'>[], kind: UploadKind): string | null {
  if (files.some((file) => !isOfKind(file, kind)))
    return files.length > 1 ? messages.composer.invalidFileTypes : messages.composer.invalidFileType;
  if (files.some((file) => file.size > UPLOAD_MAX_BYTES)) return messages.composer.fileTooLarge;
  return null;
}

/** `uploads/users/{userId}/posts/{postId}/original/{filename}` (spec 2 §7). */
export const postFilePath = (userId: string, postId: string, filename: string) =>
  `uploads/users/${userId}/posts/${postId}/original/${filename}`;
