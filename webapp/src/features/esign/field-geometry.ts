import type { FieldType } from '@shared/api/content';

export type Box = { x: number; y: number; width: number; height: number };

/** A new field's size as fractions of an A4-like page. */
export const DEFAULT_SIZES: Record<FieldType, { width: number; height: number }> = {
  signature: { width: 0.28, height: 0.06 },
  initials: { width: 0.1, height: 0.045 },
  textbox: { width: 0.28, height: 0.035 },
  date: { width: 0.18, height: 0.035 },
  checkbox: { width: 0.035, height: 0.025 },
};
const MIN_SIZE = 0.015;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A field of `type` centred on the point (fractions), kept inside the page. */
export function fieldAt(type: FieldType, px: number, py: number): Box {
  const { width, height } = DEFAULT_SIZES[type];
  return { x: clamp(px - width / 2, 0, 1 - width), y: clamp(py - height / 2, 0, 1 - height), width, height };
}

/** The box moved by (dx, dy), never past the page's edges. */
export function moved(box: Box, dx: number, dy: number): Box {
  return { ...box, x: clamp(box.x + dx, 0, 1 - box.width), y: clamp(box.y + dy, 0, 1 - box.height) };
}

/** The box with its bottom-right corner moved by (dx, dy): at least a minimum size, inside the page. */
export function resized(box: Box, dx: number, dy: number): Box {
  return {
    ...box,
    width: clamp(box.width + dx, MIN_SIZE, 1 - box.x),
    height: clamp(box.height + dy, MIN_SIZE, 1 - box.y),
  };
}

/** Rounds to 4 decimals (the server stores what it is given; this keeps payloads short). */
export const rounded = (box: Box): Box => ({
  x: Math.round(box.x * 10_000) / 10_000,
  y: Math.round(box.y * 10_000) / 10_000,
  width: Math.round(box.width * 10_000) / 10_000,
  height: Math.round(box.height * 10_000) / 10_000,
});
