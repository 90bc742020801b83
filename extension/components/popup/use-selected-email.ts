import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { keepEmailSelectedInActiveTab } from '../../lib/page-selection';
import { readSelectedEmail, SELECTED_EMAIL_KEY, type SelectedEmail } from '../../lib/selected-email';

/**
 * The address to offer: the one selected in the active tab when the popup opens, else the
 * one the context-menu item kept; undefined while it is read, null when there is none.
 * Follows changes.
 */
export function useSelectedEmail(): SelectedEmail | null | undefined {
  const [selected, setSelected] = useState<SelectedEmail | null | undefined>(undefined);
  useEffect(() => {
    let isActive = true;
    const read = () =>
      void readSelectedEmail().then((value) => {
        if (isActive) setSelected(value);
      });
    void keepEmailSelectedInActiveTab()
      .catch(() => undefined)
      .finally(read);
    const onChanged = (changes: Record<string, unknown>, areaName: string) => {
      if (areaName === 'session' && SELECTED_EMAIL_KEY in changes) read();
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => {
      isActive = false;
      browser.storage.onChanged.removeListener(onChanged);
    };
  }, []);
  return selected;
}
