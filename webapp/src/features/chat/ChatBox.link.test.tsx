import { cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatBox } from './ChatBox';
import { renderChat, withGrace } from './test-chat';
import { useChatLink } from './use-chat-link';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function wideScreen(isWide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: isWide, media: query }) as MediaQueryList);
}

const atPath = (path: string) => ({
  wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>,
});

describe('a link with chat=true (spec 1 §2)', () => {
  it('opens the chat on a wide screen, not on a phone, and only when asked', () => {
    wideScreen(true);
    expect(renderHook(useChatLink, atPath('/relationships/pr1?chat=true')).result.current).toBe(true);
    expect(renderHook(useChatLink, atPath('/relationships/pr1')).result.current).toBe(false);
    expect(renderHook(useChatLink, atPath('/group/g1?chat=false')).result.current).toBe(false);
    wideScreen(false);
    expect(renderHook(useChatLink, atPath('/group/g1?chat=true')).result.current).toBe(false);
  });

  it('puts the focus in the message field of the chat', () => {
    renderChat(<ChatBox target={withGrace} isOpenedByLink />, {});
    const field = screen.getByRole('textbox');
    expect(document.activeElement).toBe(field);
  });

  it('leaves the focus alone otherwise', () => {
    renderChat(<ChatBox target={withGrace} />, {});
    expect(document.activeElement).not.toBe(screen.getByRole('textbox'));
  });
});
