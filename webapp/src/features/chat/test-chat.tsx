import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { RealtimeClient, RealtimeEvent } from '../../lib/realtime-client';
import { RealtimeProvider } from '../../lib/realtime-context';
import { type Routes, renderAsViewer } from '../profile/test-viewer';
import type { GroupChatTarget, PairingChatTarget } from './chat-target';

/** Test targets: the viewer ('me', Ada) with Grace, and a group. */
export const withGrace: PairingChatTarget = {
  kind: 'pairing',
  pairingId: 'pr1',
  userId: 'grace',
  name: 'Grace Hopper',
};
export const bookClub: GroupChatTarget = { kind: 'group', groupId: 'g1', name: 'Book club' };

/** A realtime client stand-in: the test plays events to the app's listeners. */
export function fakeRealtime() {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  let seq = 0;
  /** What the client told the server it shows (`focus`), in order; null when released. */
  const focused: (string | null)[] = [];
  const client = {
    focus: (channel: string) => {
      focused.push(channel);
      return () => focused.push(null);
    },
    onEvent: (listener: (event: RealtimeEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribe: () => () => {},
  } as unknown as RealtimeClient;
  const emit = (channel: string, event: string, data: unknown) => {
    seq += 1;
    for (const listener of [...listeners]) listener({ channel, event, data, seq, replayed: false });
  };
  return { client, emit, focused };
}

/** Renders with the fake server and, when given, a fake realtime client. */
export function renderChat(ui: ReactNode, routes: Routes, realtime?: RealtimeClient) {
  return renderAsViewer(realtime ? <RealtimeProvider client={realtime}>{ui}</RealtimeProvider> : ui, routes);
}

/** The headers of the nth call to a path (routeFetch's handlers only see url and body). */
export function headersOf(fetch: ReturnType<typeof vi.fn>, method: string, path: string): Record<string, string>[] {
  return fetch.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname === path && (init as RequestInit | undefined)?.method === method;
    })
    .map(([, init]) => ((init as RequestInit).headers ?? {}) as Record<string, string>);
}

/** Makes the device look like a phone (coarse pointer) or a desktop. */
export function setCoarsePointer(isCoarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isCoarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
