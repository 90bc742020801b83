import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { NAVIGATE_MESSAGE } from './web-push';

/**
 * A push notification clicked while the app is open: the service worker focuses this tab and
 * posts the notification's redirect URL (webapp/public/sw.js); the app goes there in place.
 */
export function usePushNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== NAVIGATE_MESSAGE || typeof data.url !== 'string' || !data.url.startsWith('/')) return;
      navigate(data.url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
}
