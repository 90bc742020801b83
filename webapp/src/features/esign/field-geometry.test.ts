import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZES, fieldAt, moved, resized } from './field-geometry';

describe('field geometry (fractions of the page)', () => {
  it('centres a new field on the click and keeps it on the page', () => {
    const box = fieldAt('signature', 0.5, 0.5);
    expect(box.x + box.width / 2).toBeCloseTo(0.5);
    const corner = fieldAt('signature', 0.99, 0.99);
    expect(corner.x + corner.width).toBeCloseTo(1);
    expect(corner.y + corner.height).toBeCloseTo(1);
    expect(corner.width).toBe(DEFAULT_SIZES.signature.width);
  });

  it('moves within the page edges', () => {
    const box = { x: 0.1, y: 0.1, width: 0.2, height: 0.1 };
    expect(moved(box, -0.5, 0.2)).toEqual({ x: 0, y: expect.closeTo(0.3), width: 0.2, height: 0.1 });
    expect(moved(box, 2, 2)).toEqual({ x: 0.8, y: 0.9, width: 0.2, height: 0.1 });
  });

  it('resizes from the corner to at least a minimum and never past the page', () => {
    const box = { x: 0.7, y: 0.7, width: 0.2, height: 0.1 };
    expect(resized(box, 1, 1)).toMatchObject({ width: expect.closeTo(0.3), height: expect.closeTo(0.3) });
    expect(resized(box, -1, -1)).toMatchObject({ width: 0.015, height: 0.015 });
  });
});
