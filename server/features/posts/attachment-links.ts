import type { AttachmentMedia } from '@shared/api/media';
import { type Attachment, NOT_STORED_FILEPATH } from '@shared/api/posts';
import { isValidFileKey } from '@shared/api/files';
import type { Storage } from '../../platform/storage';
import { READ_URL_SECONDS } from '../../platform/storage/presign-route';
import { withMediaLinks } from '../media';
import { SERVABLE_STATUSES } from '../media/repo';

/** What signs attachment links: the storage (signing is local computation for both drivers). */
export type FileSigner = Pick<Storage, 'signedUrl'>;

type StoredAttachment = Pick<Attachment, 'filename' | 'filepath' | 'type'>;

/**
 * An attachment with its signed, expiring links: `url` to show it, `downloadUrl` to save it
 * under its file name. Both null when the file is not in storage (filepath 'none', or not a key)
 * or lies outside the post's own folder, and until the file has passed its checks (features/media):
 * a pending or blocked file is never linked.
 */
export async function withLinks(
  signer: FileSigner,
  attachment: StoredAttachment,
  folder: string,
  media: AttachmentMedia | null,
): Promise<Attachment> {
  const { filename, filepath, type } = attachment;
  const view = media ? await withMediaLinks(signer, media) : null;
  const servable = !!media && (SERVABLE_STATUSES as readonly string[]).includes(media.status);
  if (filepath === NOT_STORED_FILEPATH || !filepath.startsWith(folder) || !isValidFileKey(filepath) || !servable)
    return { filename, filepath, type, url: null, downloadUrl: null, media: view };
  const [url, downloadUrl] = await Promise.all([
    signer.signedUrl(filepath, 'GET', { expiresInSeconds: READ_URL_SECONDS }),
    signer.signedUrl(filepath, 'GET', { expiresInSeconds: READ_URL_SECONDS, downloadName: filename }),
  ]);
  return { filename, filepath, type, url, downloadUrl, media: view };
}
