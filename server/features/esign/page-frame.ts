import type { PDFPage } from 'pdf-lib';

/** A field's box as the viewer sees the page: left, top, width, height in displayed points. */
export type DisplayedBox = { left: number; top: number; width: number; height: number };

/** A point in PDF user space. */
export type UserPoint = { x: number; y: number };

/**
 * The page as displayed: its size after `/Rotate` (90 and 270 swap width and height), the
 * map from a point of a field box (local x rightwards, y upwards, as the viewer reads it,
 * origin at the box's bottom-left) to user space, and the rotation (counter-clockwise
 * degrees) that makes text and images drawn there upright to the viewer.
 */
export type PageFrame = {
  width: number;
  height: number;
  rotation: 0 | 90 | 180 | 270;
  toUser: (box: DisplayedBox, localX: number, localY: number) => UserPoint;
};

export function pageFrame(page: PDFPage): PageFrame {
  const media = page.getMediaBox();
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as number;
  const r = (rotation === 90 || rotation === 180 || rotation === 270 ? rotation : 0) as PageFrame['rotation'];
  const [W, H, x0, y0] = [media.width, media.height, media.x, media.y];
  // Displayed (u from the left, v from the top) to user space, for each clockwise /Rotate.
  const fromDisplayed = (u: number, v: number): UserPoint => {
    if (r === 90) return { x: x0 + v, y: y0 + u };
    if (r === 180) return { x: x0 + W - u, y: y0 + v };
    if (r === 270) return { x: x0 + W - v, y: y0 + H - u };
    return { x: x0 + u, y: y0 + H - v };
  };
  return {
    width: r === 90 || r === 270 ? H : W,
    height: r === 90 || r === 270 ? W : H,
    rotation: r,
    toUser: (box, localX, localY) => fromDisplayed(box.left + localX, box.top + box.height - localY),
  };
}

/** A field stored as fractions of the displayed page, in displayed points. */
export function displayedBox(
  frame: PageFrame,
  field: { x: number; y: number; width: number; height: number },
): DisplayedBox {
  return {
    left: field.x * frame.width,
    top: field.y * frame.height,
    width: field.width * frame.width,
    height: field.height * frame.height,
  };
}
