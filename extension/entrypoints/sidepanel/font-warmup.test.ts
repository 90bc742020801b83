// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpFonts } from './font-warmup';

afterEach(() => vi.unstubAllGlobals());

describe('warmUpFonts', () => {
  it('lays out one hidden word per face, one idle moment each, and leaves nothing behind', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const laidOut: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const word = node as HTMLElement;
          laidOut.push(`${word.style.font} ${word.getAttribute('aria-hidden')} ${word.style.visibility}`);
        }
      }
    });
    observer.observe(document.body, { childList: true });

    warmUpFonts(['500 14px', '400 12px']);
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    expect(document.body.children).toHaveLength(0);
    idle.shift()?.();
    expect(idle).toHaveLength(0);
    expect(document.body.children).toHaveLength(0);

    return Promise.resolve().then(() => {
      observer.disconnect();
      expect(laidOut).toHaveLength(2);
      expect(laidOut.every((entry) => entry.endsWith('true hidden'))).toBe(true);
    });
  });
});
