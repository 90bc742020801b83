import { postsCopy } from '@shared/ui-copy';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import type { LinkPreview } from '../../format/post-meta';
import { linkWithScheme, safeFileUrl } from '../../format/safe-url';

/** The default picture of a preview without one, or whose image fails to load (spec 3 §5). */
function DefaultPreviewImage() {
  return (
    <span
      aria-hidden="true"
      data-testid="link-default-image"
      className="flex size-full items-center justify-center bg-slate-100 text-slate-400"
    >
      <Link2 className="size-8" />
    </span>
  );
}

/** A link preview card: image and title from the post's preview meta; the link gets http:// when it has no scheme. */
export function LinkCard({ preview }: { preview: LinkPreview }) {
  const href = linkWithScheme(preview.url);
  const image = safeFileUrl(preview.image);
  const [failedImage, setFailedImage] = useState<string | null>(null);
  if (!href) return null;
  const host = new URL(href).host;
  const title = preview.title?.trim() || host;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="flex overflow-hidden rounded-lg border border-slate-200 bg-white hover:bg-slate-50 @max-sm:flex-col"
    >
      <span className="block aspect-video w-40 shrink-0 @max-sm:w-full">
        {image && failedImage !== image ? (
          <img
            src={image}
            alt={postsCopy.linkPreviewImage}
            className="size-full object-cover"
            onError={() => setFailedImage(image)}
          />
        ) : (
          <DefaultPreviewImage />
        )}
      </span>
      <span className="flex min-w-0 flex-col justify-center gap-1 p-3">
        <span className="line-clamp-2 break-words text-sm font-semibold text-slate-900">{title}</span>
        <span className="truncate text-xs text-slate-500">{host}</span>
      </span>
    </a>
  );
}
