import sharp from 'sharp';

/** Thumbnails fit in this square (spec: gallery tiles and file previews). */
export const THUMBNAIL_MAX_PX = 640;
/** A TIFF's JPEG stays a viewable size. */
const DISPLAY_MAX_PX = 4096;
/** Refuses decompression bombs: about 100 megapixels. */
const MAX_INPUT_PIXELS = 100_000_000;

const open = (input: string | Buffer) => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

/** A JPEG of at most 640 px a side, upright (EXIF orientation applied), on white. */
export function thumbnailOf(input: string | Buffer): Promise<Buffer> {
  return open(input)
    .rotate()
    .resize(THUMBNAIL_MAX_PX, THUMBNAIL_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/** A TIFF (first page) as a JPEG browsers show. */
export function jpegOf(input: string | Buffer): Promise<Buffer> {
  return open(input)
    .rotate()
    .resize(DISPLAY_MAX_PX, DISPLAY_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}
