import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '@shared/realtime';
import { createLogger } from '../logger';
import type { SeqFrame } from './connection';
import type { EventStore } from './event-store';
import { ChannelSequencer, GAP_WAIT_MS } from './sequencer';

const CHANNEL = 'job:j1';
const logger = createLogger({ logLevel: 'silent', isDev: true });

/** A store holding events 1..n of one channel, as committed rows would be. */
function storeWith(n: number): EventStore {
  const events: HistoryEvent[] = Array.from({ length: n }, (_, i) => ({
    channel: CHANNEL,
    event: 'e',
    data: { i: i + 1 },
    seq: i + 1,
    createdAt: new Date(0).toISOString(),
  }));
  const range = async (_channel: string, after: number, limit: number, through = Infinity) =>
    events.filter((e) => e.seq > after && e.seq <= through).slice(0, limit);
  return { range } as unknown as EventStore;
}

function sequencer(n: number) {
  const out: number[] = [];
  const frames: SeqFrame[] = [];
  const seq = new ChannelSequencer(
    CHANNEL,
    storeWith(n),
    (item: SeqFrame) => {
      out.push(item.seq);
      frames.push(item);
    },
    logger,
  );
  return { seq, out, frames };
}

const idle = () => new Promise((resolve) => setTimeout(resolve, GAP_WAIT_MS * 3));
const notice = (seq: number, withBody = true) => ({
  channel: CHANNEL,
  seq,
  ...(withBody ? { event: 'e', data: { i: seq } } : {}),
});

describe('ChannelSequencer', () => {
  it('delivers out-of-order notices in seq order, filling a gap from the store, once each', async () => {
    const { seq, out } = sequencer(4);
    seq.open(0, () => undefined);
    for (const s of [3, 1, 2, 4, 3]) seq.notice(notice(s));
    await idle();
    expect(out).toEqual([1, 2, 3, 4]);
  });

  it('loads the body of a notice that carries only channel and seq', async () => {
    const { seq, out } = sequencer(2);
    seq.open(0, () => undefined);
    seq.notice(notice(2, false));
    await idle();
    expect(out).toEqual([1, 2]);
  });

  it('holds notices until the first baseline and drops what it already covers', async () => {
    const { seq, out } = sequencer(5);
    for (const s of [2, 5, 3]) seq.notice(notice(s));
    seq.open(2, () => undefined);
    await idle();
    expect(out).toEqual([3, 4, 5]);
  });

  it('gives a member that opens with an older baseline the events in between', async () => {
    const { seq, out } = sequencer(6);
    seq.open(4, () => undefined);
    seq.notice(notice(5));
    let backlog: number[] = [];
    seq.open(1, (items) => {
      backlog = items.map((i) => i.seq);
    });
    seq.notice(notice(6));
    await idle();
    expect(out).toEqual([5, 6]);
    expect(backlog).toEqual([2, 3, 4, 5]);
  });

  it('catches up after a bus reconnect', async () => {
    const { seq, out } = sequencer(3);
    seq.open(0, () => undefined);
    seq.notice(notice(1));
    seq.catchUp(3);
    await idle();
    expect(out).toEqual([1, 2, 3]);
  });

  it('waits briefly for a notice that was overtaken, keeping its live body; fills a lasting gap from the store', async () => {
    const { seq, frames } = sequencer(4);
    seq.open(0, () => undefined);
    const live = (s: number) => ({ channel: CHANNEL, seq: s, event: 'e', data: { live: s } });
    seq.notice(live(2));
    seq.notice(live(1));
    seq.notice(live(4));
    await idle();
    // 1 and 2 came live; 3 never did, so it came from the store and 4 kept its live body.
    expect(frames.map((f) => JSON.parse(f.frame.toString()).data)).toEqual([
      { live: 1 },
      { live: 2 },
      { i: 3 },
      { live: 4 },
    ]);
  });
});
