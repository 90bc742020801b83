import { useEffect, useState } from 'react';
import { linkHrefOf } from '../profile-display';

export type ImageCheck = 'empty' | 'checking' | 'loads' | 'broken';

const CHECK_DELAY_MS = 400;

/** Whether an image URL loads in this browser, checked once typing pauses. */
export function useImageCheck(url: string): ImageCheck {
  const href = linkHrefOf(url.trim());
  const [result, setResult] = useState<{ href: string; check: ImageCheck } | null>(null);
  useEffect(() => {
    if (!href) return;
    let isCurrent = true;
    const image = new Image();
    const timer = setTimeout(() => {
      image.onload = () => isCurrent && setResult({ href, check: 'loads' });
      image.onerror = () => isCurrent && setResult({ href, check: 'broken' });
      image.src = href;
    }, CHECK_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
    };
  }, [href]);
  if (!url.trim()) return 'empty';
  if (!href) return 'broken';
  return result?.href === href ? result.check : 'checking';
}
