export type MenuAnchor = 'bottom end' | 'bottom start';

type Box = { top: number; bottom: number; left: number; right: number; width: number; height: number };

/** The gap between the button and its menu, and the least margin the menu keeps to the viewport's edges. */
const GAP = 8;
const MARGIN = 8;

/**
 * Where a menu of size `menu` goes for a button at `button` (viewport coordinates): below it,
 * aligned to its end or start edge; above it when it does not fit below and fits better above;
 * always inside the viewport by MARGIN when it can be.
 */
export function placeMenu(
  button: Box,
  menu: Pick<Box, 'width' | 'height'>,
  anchor: MenuAnchor,
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const below = button.bottom + GAP;
  const above = button.top - GAP - menu.height;
  const fitsBelow = below + menu.height <= viewport.height - MARGIN;
  const roomAbove = button.top - GAP - MARGIN;
  const roomBelow = viewport.height - MARGIN - below;
  const top = fitsBelow || roomBelow >= roomAbove ? below : Math.max(MARGIN, above);
  const preferred = anchor === 'bottom end' ? button.right - menu.width : button.left;
  const left = Math.min(Math.max(MARGIN, preferred), Math.max(MARGIN, viewport.width - MARGIN - menu.width));
  return { top: Math.round(top), left: Math.round(left) };
}
