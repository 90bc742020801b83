/**
 * The spec's shared mobile breakpoint (spec 3 §9), the same as the `mobile:` variant of
 * ui/theme.css: widths up to 640 px.
 */
export const MOBILE_MEDIA_QUERY = '(max-width: 640px)';

/** True on mobile widths; false where the window cannot tell (no matchMedia). */
export function isMobileWidth(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_MEDIA_QUERY).matches
    : false;
}
