import type { Attachment } from '@shared/api/posts';
import { postsCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { useState } from 'react';
import { lazyComponent } from '../../../../lib/lazy-component';
import { MountOnFirstOpen } from '../../../../ui/MountOnFirstOpen';
import type { GalleryItem } from '../../viewers/GalleryLightbox';

// The lightbox (library and its styles) loads the first time a picture is opened, not with the feed.
const GalleryLightbox = lazyComponent(() => import('../../viewers/GalleryLightbox'), 'GalleryLightbox');
import { displayFileName, fileKey } from '../../format/file-kind';
import { IMAGE_TILES_MAX } from '../../format/limits';
import { safeFileUrl } from '../../format/safe-url';
import { Skeleton } from '../../../../ui/Skeleton';

export type ShownImage = Attachment & { url: string };

/** Tiles keep the image box at most 300 px high (spec 2 §2, §9), however wide the card is. */
const layout: Record<number, string> = {
  1: 'grid-cols-1 [&>*]:aspect-video [&>*]:max-h-[300px]',
  2: 'grid-cols-2 [&>*]:aspect-square [&>*]:max-h-[300px]',
  3: 'grid-cols-3 [&>*]:aspect-square [&>*]:max-h-[300px]',
};

/** 1, 2 or 3 tiles; past three the third reads '+ N' (spec 3 §2.3). A tile opens the gallery there. */
export function ImageGrid({ images, pendingCount = 0 }: { images: readonly Attachment[]; pendingCount?: number }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const shown = images.flatMap((image) => {
    // A TIFF is shown through its processed JPEG (spec 3 §4.5).
    const url = safeFileUrl(image.media?.previewUrl ?? image.url);
    return url ? [{ ...image, url, tileUrl: safeFileUrl(image.media?.thumbnailUrl) ?? url }] : [];
  });
  const items: GalleryItem[] = shown.map((image) => ({
    imageUrl: image.url,
    name: displayFileName(image),
    type: image.type,
    downloadLink: safeFileUrl(image.downloadUrl),
  }));
  const tiles = shown.slice(0, IMAGE_TILES_MAX);
  const more = shown.length - tiles.length;
  const placeholders = Math.min(pendingCount, IMAGE_TILES_MAX - tiles.length);
  const columns = Math.max(1, Math.min(IMAGE_TILES_MAX, tiles.length + placeholders));
  if (!tiles.length && !placeholders) return null;
  return (
    <>
      <div className={clsx('grid gap-1 overflow-hidden rounded-lg', layout[columns])}>
        {tiles.map((image, index) => {
          const isLast = index === tiles.length - 1 && more > 0;
          const name = displayFileName(image);
          return (
            <button
              key={fileKey(image)}
              type="button"
              onClick={() => setOpenAt(index)}
              aria-label={postsCopy.openImage(name, index + 1, shown.length)}
              className="relative block size-full overflow-hidden bg-slate-100"
            >
              <img src={image.tileUrl} alt="" loading="lazy" className="size-full object-cover" />
              {isLast ? (
                <span className="absolute inset-0 flex items-center justify-center bg-slate-900/55 text-2xl font-semibold text-white">
                  <span aria-hidden="true">{postsCopy.moreImages(more)}</span>
                  <span className="sr-only">{postsCopy.moreImagesLabel(more)}</span>
                </span>
              ) : null}
            </button>
          );
        })}
        {Array.from({ length: placeholders }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders for files still processing never reorder
          <Skeleton key={`pending-${index}`} className="size-full rounded-none" />
        ))}
      </div>
      <MountOnFirstOpen isOpen={openAt !== null}>
        <GalleryLightbox items={items} index={openAt} onClose={() => setOpenAt(null)} />
      </MountOnFirstOpen>
    </>
  );
}
