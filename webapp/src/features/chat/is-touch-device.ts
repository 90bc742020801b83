/** A coarse pointer (finger): Enter makes a new line there and the send button sends (spec 2 §2, spec 3 §5). */
export function isTouchDevice(): boolean {
  return typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(pointer: coarse)').matches;
}
