import sharp from 'sharp';

/** Alpha at or below this, or a colour this close to white, is the pad, not ink. */
const ALPHA_INK = 24;
const WHITE = 235;

/**
 * A drawn signature cut to its ink: the pad's empty margins (transparent or white) go, so
 * the signature fills its field instead of sitting small in the middle of the pad's image.
 * A small border is kept so strokes are not cut at their edge. An image without ink comes
 * back as it was.
 */
export async function trimToInk(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
      if (a <= ALPHA_INK || (r >= WHITE && g >= WHITE && b >= WHITE)) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return png;
  const pad = Math.max(2, Math.round(Math.max(right - left, bottom - top) * 0.02));
  const region = {
    left: Math.max(0, left - pad),
    top: Math.max(0, top - pad),
    width: Math.min(width, right + pad + 1) - Math.max(0, left - pad),
    height: Math.min(height, bottom + pad + 1) - Math.max(0, top - pad),
  };
  return sharp(png).extract(region).png().toBuffer();
}
