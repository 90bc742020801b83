import { isValidFileKey } from '@shared/api/files';
import { familyOfType } from './file-families';

/** How a checked file is processed, by its real type. */
export type MediaKind = 'image' | 'tiff' | 'pdf' | 'office' | 'video' | 'other';

/** Image types sharp reads here; others (BMP, ICO, HEIC) are checked but get no thumbnail. */
const THUMBNAILED_IMAGES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

export function kindOf(realType: string): MediaKind {
  if (realType === 'image/tiff') return 'tiff';
  if (THUMBNAILED_IMAGES.has(realType)) return 'image';
  const family = familyOfType(realType);
  if (family === 'pdf') return 'pdf';
  if (family === 'office') return 'office';
  if (family === 'video') return 'video';
  return 'other';
}

/** A file in storage (not a link's 'none' nor anything that is not a key). */
export function isStoredFile(attachment: { filepath: string }): boolean {
  return attachment.filepath !== 'none' && isValidFileKey(attachment.filepath);
}

/**
 * Whether a post must wait for processing ('pending') before it is published: any stored
 * file does, because every file's bytes are checked (a "document" may be a program), not
 * only the images, PDFs, Office files and videos that also get previews.
 */
export function needsProcessing(attachments: readonly { filepath: string }[]): boolean {
  return attachments.some(isStoredFile);
}
