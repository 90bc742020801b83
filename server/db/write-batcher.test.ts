import { describe, expect, it } from 'vitest';
import { type BatchItem, WriteBatcher } from './write-batcher';

/** A batcher whose batches are recorded and finished by the test. */
function recording(max = 64) {
  const batches: { inputs: number[]; finish(): void }[] = [];
  let handedOver = 0;
  const batcher = new WriteBatcher<number, string>({
    max,
    handOver: () => {
      handedOver++;
      return () => {
        handedOver--;
      };
    },
    run: (items: BatchItem<number, string>[]) =>
      new Promise<void>((done) => {
        batches.push({
          inputs: items.map((i) => i.input),
          finish() {
            for (const item of items) item.resolve(`#${item.input}`);
            done();
          },
        });
      }),
  });
  return { batcher, batches, handedOver: () => handedOver };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('write batcher', () => {
  it('writes a lone item on the next turn, without a timer', async () => {
    const { batcher, batches } = recording();
    const answer = batcher.submit(1);
    expect(batches).toHaveLength(0);
    await turn();
    expect(batches.map((b) => b.inputs)).toEqual([[1]]);
    batches[0]?.finish();
    expect(await answer).toBe('#1');
  });

  it('gathers what arrives in one turn, and what arrives while a batch runs into the next', async () => {
    const { batcher, batches } = recording();
    const first = [1, 2, 3].map((n) => batcher.submit(n));
    await turn();
    const second = [4, 5].map((n) => batcher.submit(n));
    await turn();
    // One batch at a time: 4 and 5 wait for the first.
    expect(batches.map((b) => b.inputs)).toEqual([[1, 2, 3]]);
    batches[0]?.finish();
    expect(await Promise.all(first)).toEqual(['#1', '#2', '#3']);
    await turn();
    expect(batches.map((b) => b.inputs)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    batches[1]?.finish();
    expect(await Promise.all(second)).toEqual(['#4', '#5']);
    expect(batcher.stats).toEqual({ batches: 2, items: 5, largest: 3 });
  });

  it('takes at most `max` items a batch', async () => {
    const { batcher, batches } = recording(2);
    const answers = [1, 2, 3].map((n) => batcher.submit(n));
    await turn();
    batches[0]?.finish();
    // The first batch's end schedules the next on a turn of its own.
    await turn();
    await turn();
    batches[1]?.finish();
    expect(await Promise.all(answers)).toEqual(['#1', '#2', '#3']);
    expect(batches.map((b) => b.inputs)).toEqual([[1, 2], [3]]);
  });

  it('hands each waiting item over, and takes it back once answered', async () => {
    const { batcher, batches, handedOver } = recording();
    const answers = [1, 2].map((n) => batcher.submit(n));
    expect(handedOver()).toBe(2);
    await turn();
    batches[0]?.finish();
    await Promise.all(answers);
    expect(handedOver()).toBe(0);
  });

  it('fails every item of a batch that throws, and one it leaves unanswered; the next batch still runs', async () => {
    let calls = 0;
    const batcher = new WriteBatcher<number, number>({
      max: 64,
      run: async (items) => {
        calls++;
        if (calls === 1) throw new Error('disk full');
        items[0]?.resolve(items[0].input);
      },
    });
    const failed = await Promise.allSettled([batcher.submit(1), batcher.submit(2)]);
    expect(failed.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual([
      'disk full',
      'disk full',
    ]);
    const next = await Promise.allSettled([batcher.submit(3), batcher.submit(4)]);
    expect(next[0]).toEqual({ status: 'fulfilled', value: 3 });
    expect(next[1]?.status).toBe('rejected');
  });
});
