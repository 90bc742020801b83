import { isValidFileKey, userUploadPrefix } from '@shared/api/files';

/** A name part stays well inside a key segment's 255 bytes once suffixes are added. */
const BASE_MAX_BYTES = 180;

/** `uploads/users/{creator}/posts/{postId}/processed/`: where a post's derived files go. */
export function processedFolder(creatorId: string, postId: string): string {
  return `${userUploadPrefix(creatorId)}posts/${postId}/processed/`;
}

/** The file's own name without its extension, e.g. `Q4 plan` for `.../original/Q4 plan.pdf`. */
export function baseNameOf(filepath: string): string {
  const last = filepath.split('/').pop() ?? 'file';
  const dot = last.lastIndexOf('.');
  let base = dot > 0 ? last.slice(0, dot) : last;
  while (Buffer.byteLength(base) > BASE_MAX_BYTES) base = Array.from(base).slice(0, -1).join('');
  return base.trim() || 'file';
}

/**
 * Each attachment's base name in its post, unique: a name two files share (photo.png and
 * photo.jpg) gets its position appended, so their thumbnails never overwrite each other.
 */
export function uniqueBaseNames(attachments: { position: number; filepath: string }[]): Map<number, string> {
  const counts = new Map<string, number>();
  for (const a of attachments) counts.set(baseNameOf(a.filepath), (counts.get(baseNameOf(a.filepath)) ?? 0) + 1);
  return new Map(
    attachments.map((a) => {
      const base = baseNameOf(a.filepath);
      return [a.position, (counts.get(base) ?? 0) > 1 ? `${base}-${a.position}` : base];
    }),
  );
}

export function processedKey(folder: string, base: string, suffix: string): string {
  const key = `${folder}${base}${suffix}`;
  return isValidFileKey(key) ? key : `${folder}file${suffix}`;
}
