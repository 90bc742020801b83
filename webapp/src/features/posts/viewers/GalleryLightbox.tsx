import { postViewsCopy } from '@shared/ui-copy';
import type { KeyboardEvent } from 'react';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Download from 'yet-another-react-lightbox/plugins/download';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { useViewerPortalRoot } from './viewer-portal';

export type GalleryItem = { imageUrl: string; name: string; type: string; downloadLink: string | null };
export type GalleryLightboxProps = { items: GalleryItem[]; index: number | null; onClose: () => void };

const copy = postViewsCopy.gallery;

/** Spec 3 §2.3: the gallery wraps around at the ends. */
export const galleryCarousel = { finite: false } as const;

export const galleryLabels = {
  Previous: copy.previous,
  Next: copy.next,
  Close: copy.close,
  Download: copy.download,
  Lightbox: copy.label,
  'Photo gallery': copy.label,
};

/** A gallery item as a lightbox slide; items without a download link offer no download. */
export function toSlide(item: GalleryItem): Slide {
  return {
    src: item.imageUrl,
    alt: item.name,
    download: item.downloadLink ? { url: item.downloadLink, filename: item.name } : false,
  };
}

/** The server answers download links as attachments: following one saves the file and stays on the page. */
function saveFile({ slide }: { slide: Slide }) {
  if (typeof slide.download !== 'object') return;
  const link = document.createElement('a');
  link.href = slide.download.url;
  link.download = slide.download.filename ?? '';
  link.rel = 'noopener';
  link.click();
}

/** Escape closes the gallery only, not a dialog it was opened from. */
function keepEscapeInside(event: KeyboardEvent) {
  if (event.key === 'Escape') event.preventDefault();
}

/**
 * The full-screen image gallery (spec 3 §2.3): arrows and swipe move between images and wrap
 * around, Escape closes, focus returns to what opened it, a counter and a download button.
 * Closed while `index` is null.
 */
export function GalleryLightbox({ items, index, onClose }: GalleryLightboxProps) {
  const portalRoot = useViewerPortalRoot();
  const isOpen = index !== null && items.length > 0;
  const canDownload = items.some((item) => item.downloadLink);
  return (
    <Lightbox
      open={isOpen}
      close={onClose}
      index={isOpen ? Math.min(Math.max(index, 0), items.length - 1) : 0}
      slides={items.map(toSlide)}
      plugins={canDownload ? [Counter, Download] : [Counter]}
      carousel={galleryCarousel}
      labels={galleryLabels}
      download={{ download: saveFile }}
      controller={{ closeOnBackdropClick: true }}
      portal={{ root: portalRoot, container: { onKeyDown: keepEscapeInside } }}
    />
  );
}
