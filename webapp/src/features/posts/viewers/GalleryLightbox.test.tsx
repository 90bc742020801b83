import { postViewsCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GalleryItem, GalleryLightbox, galleryCarousel, toSlide } from './GalleryLightbox';

afterEach(cleanup);

const copy = postViewsCopy.gallery;
const item = (n: number, downloadLink: string | null = `https://files.test/${n}?download=1`): GalleryItem => ({
  imageUrl: `https://files.test/${n}.jpg`,
  name: `photo-${n}.jpg`,
  type: 'image/jpeg',
  downloadLink,
});
const items = [item(1), item(2), item(3, null)];

describe('GalleryLightbox', () => {
  it('is closed while no image is chosen', () => {
    render(<GalleryLightbox items={items} index={null} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: copy.close })).toBeNull();
  });

  it('wraps around at the ends', () => {
    expect(galleryCarousel.finite).toBe(false);
    render(<GalleryLightbox items={items} index={2} onClose={() => {}} />);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: copy.next }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<GalleryLightbox items={items} index={0} onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('button', { name: copy.close }), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('offers a download only for images with a download link', () => {
    expect(toSlide(items[0] as GalleryItem).download).toEqual({
      url: 'https://files.test/1?download=1',
      filename: 'photo-1.jpg',
    });
    expect(toSlide(items[2] as GalleryItem).download).toBe(false);
    render(<GalleryLightbox items={items} index={2} onClose={() => {}} />);
    expect((screen.getByRole('button', { name: copy.download }) as HTMLButtonElement).disabled).toBe(true);
  });
});
