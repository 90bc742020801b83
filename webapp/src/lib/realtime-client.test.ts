import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket';
import type { SequencedFrame } from './channel-sequencer';
import { backoffDelay, RealtimeClient, type RealtimeEvent, realtimeUrl } from './realtime-client';

const frame = (channel: string, seq: number, event = 'user.updated'): SequencedFrame => ({
  channel,
  event,
  data: { seq },
  seq,
});

function setup(history: Record<string, SequencedFrame[]> = {}) {
  const fetchHistory = vi.fn(async (channel: string, after: number) =>
    (history[channel] ?? []).filter((item) => item.seq > after),
  );
  const onUnauthorized = vi.fn();
  const client = new RealtimeClient({
    url: () => 'ws://test/api/ws',
    fetchHistory,
    createSocket: (url) => new FakeSocket(url),
    initialBackoffMs: 1000,
    maxBackoffMs: 8000,
    random: () => 0.5,
    onUnauthorized,
  });
  const events: RealtimeEvent[] = [];
  client.onEvent((event) => events.push(event));
  const seen = () => events.map((event) => `${event.channel}#${event.seq}`);
  return { client, fetchHistory, onUnauthorized, events, seen };
}

async function openSocket(): Promise<FakeSocket> {
  await vi.waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeSocket.latest();
  socket.serverOpen();
  return socket;
}

beforeEach(() => {
  FakeSocket.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('realtimeUrl and backoffDelay', () => {
  it('turns a server origin into its WebSocket URL, with the bearer token when given', () => {
    expect(realtimeUrl('http://localhost:8787')).toBe('ws://localhost:8787/api/ws');
    expect(realtimeUrl('https://app.example.com/', 'a b')).toBe('wss://app.example.com/api/ws?token=a+b');
  });

  it('doubles the wait per attempt, caps it, and jitters within the upper half', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 30_000, () => 0.5)).toBe(6000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
  });
});

describe('RealtimeClient', () => {
  it('reports connecting, then open, and delivers events in order', async () => {
    const { client, seen } = setup();
    expect(client.state.getState().status).toBe('closed');
    client.connect();
    expect(client.state.getState().status).toBe('connecting');
    const socket = await openSocket();
    expect(client.state.getState().status).toBe('open');
    socket.serverReady([{ channel: 'user:a', lastSeq: 2 }]);
    socket.serverSend(frame('user:a', 3));
    socket.serverSend(frame('user:a', 3));
    expect(seen()).toEqual(['user:a#3']);
  });

  it('fetches history on a seq gap and replays without duplicates', async () => {
    const { client, fetchHistory, seen } = setup({ 'user:a': [frame('user:a', 3), frame('user:a', 4)] });
    client.connect();
    const socket = await openSocket();
    socket.serverReady([{ channel: 'user:a', lastSeq: 2 }]);
    socket.serverSend(frame('user:a', 5));
    socket.serverSend(frame('user:a', 4));
    await vi.waitFor(() => expect(seen()).toEqual(['user:a#3', 'user:a#4', 'user:a#5']));
    expect(fetchHistory).toHaveBeenCalledWith('user:a', 2);
  });

  it('reconnects with backoff, then replays what was missed while away', async () => {
    vi.useFakeTimers();
    const { client, fetchHistory, seen } = setup({
      'user:a': [frame('user:a', 1), frame('user:a', 2), frame('user:a', 3)],
    });
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeSocket.latest();
    first.serverOpen();
    first.serverReady([{ channel: 'user:a', lastSeq: 0 }]);
    first.serverSend(frame('user:a', 1));
    first.serverClose(1006);
    expect(client.state.getState()).toMatchObject({ status: 'closed', attempt: 1 });
    expect(client.state.getState().nextRetryAt).not.toBeNull();
    await vi.advanceTimersByTimeAsync(749);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);
    const second = FakeSocket.latest();
    second.serverClose(1006);
    await vi.advanceTimersByTimeAsync(1499);
    expect(FakeSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    const third = FakeSocket.latest();
    third.serverOpen();
    expect(client.state.getState()).toMatchObject({ status: 'open', attempt: 0 });
    third.serverReady([{ channel: 'user:a', lastSeq: 3 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchHistory).toHaveBeenCalledWith('user:a', 1);
    third.serverSend(frame('user:a', 3));
    third.serverSend(frame('user:a', 4));
    expect(seen()).toEqual(['user:a#1', 'user:a#2', 'user:a#3', 'user:a#4']);
  });

  it('subscribes to post and job channels, resubscribes after reconnect, and unsubscribes once', async () => {
    vi.useFakeTimers();
    const { client } = setup();
    const releaseFirst = client.subscribe('post:p1');
    const releaseSecond = client.subscribe('post:p1');
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.latest();
    socket.serverOpen();
    expect(socket.sent).toEqual([{ type: 'subscribe', channel: 'post:p1' }]);
    socket.serverSend({ channel: '$system', event: 'subscribed', data: { channel: 'post:p1', lastSeq: 9 } });
    expect(client.lastSeq('post:p1')).toBe(9);
    socket.serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    const next = FakeSocket.latest();
    next.serverOpen();
    expect(next.sent).toEqual([{ type: 'subscribe', channel: 'post:p1' }]);
    releaseFirst();
    expect(next.sent).toHaveLength(1);
    releaseSecond();
    releaseSecond();
    expect(next.sent).toEqual([
      { type: 'subscribe', channel: 'post:p1' },
      { type: 'unsubscribe', channel: 'post:p1' },
    ]);
    expect(client.lastSeq('post:p1')).toBeUndefined();
  });

  it('reports the focused conversation, again after a reconnect, and clears it once released', async () => {
    vi.useFakeTimers();
    const { client } = setup();
    const releaseOld = client.focus('pair:p1');
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.latest();
    socket.serverOpen();
    expect(socket.sent).toEqual([{ type: 'focus', channel: 'pair:p1' }]);
    // Another conversation takes over; the first one's release no longer clears it.
    const release = client.focus('pair:p2');
    releaseOld();
    socket.serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    const next = FakeSocket.latest();
    next.serverOpen();
    expect(next.sent).toEqual([{ type: 'focus', channel: 'pair:p2' }]);
    release();
    release();
    expect(next.sent).toEqual([
      { type: 'focus', channel: 'pair:p2' },
      { type: 'focus', channel: null },
    ]);
  });

  it('forgets a refused subscription', async () => {
    const { client } = setup();
    client.subscribe('job:j1');
    client.connect();
    const socket = await openSocket();
    socket.serverSend({ channel: '$system', event: 'refused', data: { channel: 'job:j1' } });
    socket.serverClose(1006);
    client.reconnectNow();
    const next = await openSocket();
    expect(next.sent).toEqual([]);
  });

  it('stops retrying when the server refuses the session', async () => {
    vi.useFakeTimers();
    const { client, onUnauthorized } = setup();
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.latest().serverClose(4401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.state.getState().status).toBe('closed');
  });

  it('stops without signing out on a policy violation, and retries after 1013', async () => {
    vi.useFakeTimers();
    const { client, onUnauthorized } = setup();
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.latest().serverClose(1013);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().serverClose(1008);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(client.state.getState().status).toBe('closed');
  });

  it('closes for good on disconnect', async () => {
    vi.useFakeTimers();
    const { client } = setup();
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.latest();
    socket.serverOpen();
    client.disconnect();
    expect(socket.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.state.getState().status).toBe('closed');
  });

  it('ignores malformed frames', async () => {
    const { client, seen } = setup();
    client.connect();
    const socket = await openSocket();
    socket.onmessage?.({ data: 'not json' });
    socket.serverSend({ nothing: true });
    expect(seen()).toEqual([]);
  });
});
