import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppConfig } from '../app-config/use-app-config';
import { useAssistantStore } from '../assistant/assistant-store';
import { frameTargetOf } from './frame-url';
import { openFrame } from './frame-store';

const STORAGE_KEY = 'rapport.drawer';

/**
 * Deep links to a drawer (spec 1 §2): `?drawer=` on any page is stored (it survives the
 * sign-in a link may lead through) and opened once the signed-in shell has the config.
 */
export function useStoredDrawerLink(): void {
  const [params, setParams] = useSearchParams();
  const config = useAppConfig();
  const isAssistantActive = useAssistantStore((state) => state.isSubscribed);
  const linked = params.get('drawer');

  useEffect(() => {
    if (linked === null) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, linked);
    } catch {
      // No session storage: the link still opens below from the query.
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('drawer');
        return next;
      },
      { replace: true },
    );
  }, [linked, setParams]);

  useEffect(() => {
    let stored: string | null = linked;
    try {
      stored = sessionStorage.getItem(STORAGE_KEY) ?? linked;
    } catch {
      // Keep the query's value.
    }
    if (!stored) return;
    const target = frameTargetOf(stored, config, isAssistantActive);
    // A custom address waits for the server's list of the product's own hosts.
    if (!target && !config.frameHosts.length && /^https?:/.test(stored)) return;
    try {
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing stored.
    }
    if (target) openFrame(target.mode, target.url ?? null);
  }, [linked, config, isAssistantActive]);
}
