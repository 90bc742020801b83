import type { Attachment } from '@shared/api/posts';
import { postsCopy } from '@shared/ui-copy';
import { displayFileName } from '../../format/file-kind';
import { safeFileUrl } from '../../format/safe-url';

/** A post's video with its processed poster frame, loaded only as far as its metadata until played. */
export function VideoPlayer({ file }: { file: Attachment }) {
  const url = safeFileUrl(file.url);
  if (!url) return null;
  return (
    // biome-ignore lint/a11y/useMediaCaption: user uploads carry no caption track
    <video
      controls
      preload="metadata"
      src={url}
      poster={safeFileUrl(file.media?.thumbnailUrl) ?? undefined}
      aria-label={`${postsCopy.video}: ${displayFileName(file)}`}
      className="aspect-video w-full rounded-lg bg-slate-900"
    />
  );
}
