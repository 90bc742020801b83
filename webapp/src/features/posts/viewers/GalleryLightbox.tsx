// PLACEHOLDER (owned by the viewers helper; replaced in this session).
export type GalleryItem = { imageUrl: string; name: string; type: string; downloadLink: string | null };
export type GalleryLightboxProps = { items: GalleryItem[]; index: number | null; onClose: () => void };
export function GalleryLightbox(_props: GalleryLightboxProps) {
  return null;
}
