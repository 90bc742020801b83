import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { ChannelSequencer, HISTORY_RETRIES, type RealtimeEvent, type SequencedFrame } from './channel-sequencer';

const frame = (seq: number, channel = 'user:a'): SequencedFrame => ({ channel, event: 'e', data: { seq }, seq });

function setup(history: (channel: string, after: number) => Promise<SequencedFrame[]> = async () => []) {
  const delivered: RealtimeEvent[] = [];
  const resyncs: string[] = [];
  const fetchHistory = vi.fn(history);
  /** The retries' waits (their attempt numbers); no clock involved. */
  const waits: number[] = [];
  const sequencer = new ChannelSequencer({
    fetchHistory,
    deliver: (event) => delivered.push(event),
    onResync: (channel) => resyncs.push(channel),
    waitToRetry: async (attempt) => void waits.push(attempt),
  });
  const seqs = () => delivered.map((event) => event.seq);
  return { sequencer, delivered, resyncs, fetchHistory, seqs, waits };
}

describe('ChannelSequencer', () => {
  it('delivers consecutive frames in order and drops duplicates', () => {
    const { sequencer, seqs, fetchHistory } = setup();
    sequencer.baseline('user:a', 3);
    sequencer.receive(frame(4));
    sequencer.receive(frame(4));
    sequencer.receive(frame(5));
    sequencer.receive(frame(2));
    expect(seqs()).toEqual([4, 5]);
    expect(fetchHistory).not.toHaveBeenCalled();
  });

  it('fills a gap from history, then delivers the frame that revealed it', async () => {
    const { sequencer, seqs, fetchHistory, delivered } = setup(async () => [frame(6), frame(5)]);
    sequencer.baseline('user:a', 4);
    sequencer.receive(frame(7));
    expect(seqs()).toEqual([]);
    await vi.waitFor(() => expect(seqs()).toEqual([5, 6, 7]));
    expect(fetchHistory).toHaveBeenCalledWith('user:a', 4);
    expect(delivered.map((event) => event.replayed)).toEqual([true, true, false]);
  });

  it('buffers live frames while history loads and never repeats one', async () => {
    let resolve: (frames: SequencedFrame[]) => void = () => {};
    const { sequencer, seqs } = setup(() => new Promise((done) => (resolve = done)));
    sequencer.baseline('user:a', 1);
    sequencer.receive(frame(4));
    sequencer.receive(frame(3));
    sequencer.receive(frame(5));
    sequencer.receive(frame(4));
    resolve([frame(2), frame(3), frame(4)]);
    await vi.waitFor(() => expect(seqs()).toEqual([2, 3, 4, 5]));
    sequencer.receive(frame(5));
    sequencer.receive(frame(6));
    expect(seqs()).toEqual([2, 3, 4, 5, 6]);
  });

  it('catches up when a reconnect reports a later server seq', async () => {
    const { sequencer, seqs, fetchHistory } = setup(async (_channel, after) =>
      [8, 9, 10].filter((seq) => seq > after).map((seq) => frame(seq)),
    );
    sequencer.baseline('user:a', 7);
    sequencer.baseline('user:a', 10);
    await vi.waitFor(() => expect(seqs()).toEqual([8, 9, 10]));
    sequencer.baseline('user:a', 10);
    expect(fetchHistory).toHaveBeenCalledTimes(1);
  });

  it('starts a new channel at the server seq without replaying older events', () => {
    const { sequencer, seqs, fetchHistory } = setup();
    sequencer.baseline('post:p', 41);
    sequencer.receive(frame(42, 'post:p'));
    expect(seqs()).toEqual([42]);
    expect(fetchHistory).not.toHaveBeenCalled();
  });

  it('tries a failed history read again with backoff, holding live frames, and leaves no gap', async () => {
    let calls = 0;
    const { sequencer, seqs, resyncs, waits, delivered } = setup(async () => {
      calls++;
      if (calls === 1) throw new ApiError(0, 'offline');
      if (calls === 2) throw new ApiError(503, 'busy');
      return [frame(2), frame(3), frame(4)];
    });
    sequencer.baseline('user:a', 1);
    sequencer.receive(frame(5));
    sequencer.receive(frame(6));
    await vi.waitFor(() => expect(seqs()).toEqual([2, 3, 4, 5, 6]));
    expect(waits).toEqual([0, 1]);
    expect(resyncs).toEqual([]);
    expect(delivered.map((event) => event.replayed)).toEqual([true, true, true, false, false]);
  });

  it('asks for a resync and still delivers live frames when history keeps failing', async () => {
    const { sequencer, seqs, resyncs, fetchHistory } = setup(async () => {
      throw new Error('offline');
    });
    sequencer.baseline('user:a', 1);
    sequencer.receive(frame(5));
    await vi.waitFor(() => expect(seqs()).toEqual([5]));
    expect(fetchHistory).toHaveBeenCalledTimes(HISTORY_RETRIES + 1);
    expect(resyncs).toEqual(['user:a']);
    sequencer.receive(frame(6));
    expect(seqs()).toEqual([5, 6]);
  });

  it('does not try again when the server refuses the read', async () => {
    const { sequencer, seqs, resyncs, fetchHistory } = setup(async () => {
      throw new ApiError(403, 'not allowed');
    });
    sequencer.baseline('user:a', 1);
    sequencer.receive(frame(5));
    await vi.waitFor(() => expect(seqs()).toEqual([5]));
    expect(fetchHistory).toHaveBeenCalledTimes(1);
    expect(resyncs).toEqual(['user:a']);
  });

  it('asks for a resync when history leaves a hole', async () => {
    const { sequencer, seqs, resyncs } = setup(async () => [frame(2)]);
    sequencer.baseline('user:a', 1);
    sequencer.receive(frame(4));
    await vi.waitFor(() => expect(seqs()).toEqual([2, 4]));
    expect(resyncs).toEqual(['user:a']);
  });

  it('keeps channels independent', async () => {
    const { sequencer, delivered } = setup(async (channel) => (channel === 'user:a' ? [frame(2)] : []));
    sequencer.baseline('user:a', 1);
    sequencer.baseline('job:j', 10);
    sequencer.receive(frame(3));
    sequencer.receive(frame(11, 'job:j'));
    await vi.waitFor(() => expect(delivered).toHaveLength(3));
    expect(delivered.map((event) => `${event.channel}#${event.seq}`)).toEqual(['job:j#11', 'user:a#2', 'user:a#3']);
  });
});
