import { type KeyboardEvent, type RefObject, useCallback } from 'react';

const ITEM_SELECTOR = '[data-search-item]:not([disabled])';

function itemsIn(container: HTMLElement | null): HTMLElement[] {
  return container ? [...container.querySelectorAll<HTMLElement>(ITEM_SELECTOR)] : [];
}

/**
 * Arrow-key movement between the input and the actionable items of its popup (the
 * combobox pattern with a dialog popup): Down from the input enters the list, Up from the
 * first item returns to the input, Escape closes and returns focus to the input.
 */
export function usePopupKeyboard(
  inputRef: RefObject<HTMLInputElement | null>,
  popupRef: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  const onInputKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown') {
        const first = itemsIn(popupRef.current)[0];
        if (first) {
          event.preventDefault();
          first.focus();
        }
      } else if (event.key === 'Escape' && popupRef.current) {
        event.preventDefault();
        onClose();
      }
    },
    [popupRef, onClose],
  );

  const onPopupKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const items = itemsIn(popupRef.current);
      const index = items.indexOf(document.activeElement as HTMLElement);
      const focusAt = (next: number) => {
        event.preventDefault();
        if (next < 0) inputRef.current?.focus();
        else items[Math.min(next, items.length - 1)]?.focus();
      };
      if (event.key === 'ArrowDown') focusAt(index + 1);
      else if (event.key === 'ArrowUp') focusAt(index - 1);
      else if (event.key === 'Home') focusAt(0);
      else if (event.key === 'End') focusAt(items.length - 1);
      else if (event.key === 'Escape') {
        event.preventDefault();
        // Focus first: the input reopens the popup on focus, the close that follows wins.
        inputRef.current?.focus();
        onClose();
      }
    },
    [inputRef, popupRef, onClose],
  );

  return { onInputKeyDown, onPopupKeyDown };
}
