import { useViewer } from '@webapp/features/session/viewer-context';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { browser } from 'wxt/browser';
import { PAGE_PEOPLE_REQUEST_KEY, takePagePeopleRequest } from '../../lib/page-people-request';
import { readPagePeople } from '../../lib/read-page-people';

export const PEOPLE_ON_PAGE_PATH = '/people-on-page';

/**
 * What one reading found, carried in the route's state: the addresses and nothing else of the
 * page, so the list survives a visit to a relationship and back without reading again.
 */
export type PageReading = { emails: string[]; readAt: number } | { unreadable: true; readAt: number };

/**
 * Reads the page in front (or the tab the context menu was used on) when asked, and shows the
 * list. Nothing is read without that click: the button, or the menu item's request, which is
 * served once.
 */
export function useReadPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [isReading, setReading] = useState(false);
  const read = useCallback(
    async (tabId?: number) => {
      setReading(true);
      let reading: PageReading;
      try {
        const { emails } = await readPagePeople(viewer.email, tabId);
        reading = { emails, readAt: Date.now() };
      } catch {
        reading = { unreadable: true, readAt: Date.now() };
      } finally {
        setReading(false);
      }
      navigate(PEOPLE_ON_PAGE_PATH, { state: reading });
    },
    [viewer.email, navigate],
  );
  return { read, isReading };
}

/** Serves the context menu's request: on opening the panel, and while it is open. */
export function useMenuRequests(read: (tabId?: number) => Promise<void>) {
  const readRef = useRef(read);
  readRef.current = read;
  useEffect(() => {
    const serve = () =>
      void takePagePeopleRequest().then((request) => {
        if (request) void readRef.current(request.tabId);
      });
    serve();
    const onChanged = (changes: Record<string, { newValue?: unknown }>, areaName: string) => {
      if (areaName === 'session' && changes[PAGE_PEOPLE_REQUEST_KEY]?.newValue) serve();
    };
    browser.storage.onChanged.addListener(onChanged);
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, []);
}
