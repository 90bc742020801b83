/** The menu's items in order, the ones a user can choose. */
export function menuItemsOf(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])')];
}

/**
 * The item a key moves the focus to from `current` (WAI-ARIA APG menu): ArrowDown and ArrowUp
 * wrap around, Home and End go to the ends, a printable character to the next item whose label
 * starts with it. Null when the key does not move the focus.
 */
export function nextMenuItem(items: HTMLElement[], current: Element | null, key: string): HTMLElement | null {
  if (items.length === 0) return null;
  const at = items.indexOf(current as HTMLElement);
  switch (key) {
    case 'ArrowDown':
      return items[(at + 1) % items.length] ?? null;
    case 'ArrowUp':
      return items[at < 0 ? items.length - 1 : (at - 1 + items.length) % items.length] ?? null;
    case 'Home':
      return items[0] ?? null;
    case 'End':
      return items[items.length - 1] ?? null;
  }
  if (key.length !== 1 || key === ' ') return null;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= items.length; step++) {
    const item = items[(at + step) % items.length];
    if (item?.textContent?.trim().toLocaleLowerCase().startsWith(letter)) return item;
  }
  return null;
}
