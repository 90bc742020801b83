/**
 * Requests that write the same kind of row, gathered so that one transaction writes them all
 * with one statement per table (the chat POST: features/posts/chat-batch.ts).
 *
 * Group commit (group-commit.ts, group-commit-postgres.ts) already shares a COMMIT between
 * request transactions, but runs them one after another on one connection. On PostgreSQL each
 * statement of each is a round trip, and each round trip costs the server more CPU than the
 * whole bare insert it is measured against (the socket write, mostly). A batch of chat posts
 * written with multi-row statements makes the same round trips for ten posts as for one.
 *
 * A batch starts on the next turn of the event loop after its first item arrives (a lone
 * request waits no timer) and takes what has arrived by then, up to `max`. One batch runs at
 * a time: what arrives meanwhile waits for the next, which is how batches grow under load.
 * `run` settles every item it is given; an item it leaves unsettled fails.
 *
 * An item's request is counted as a writer by the HTTP layer (durable-answers.ts): a group
 * commit batch waits for writers on their way. Items waiting here are handed over
 * (`handOver`): the batch they wait for would otherwise wait for them.
 */
export type BatchItem<In, Out> = {
  readonly input: In;
  resolve(value: Out): void;
  reject(error: unknown): void;
  readonly settled: boolean;
};

export type WriteBatcherOptions<In, Out> = {
  /** Items per batch, at most. */
  max: number;
  /** Writes the items and settles each. */
  run(items: BatchItem<In, Out>[]): Promise<void>;
  /** Called as an item starts waiting; the answer when it is settled (database.handOver). */
  handOver?: () => () => void;
};

export class WriteBatcher<In, Out> {
  readonly #options: WriteBatcherOptions<In, Out>;
  #queue: BatchItem<In, Out>[] = [];
  #running = false;
  #scheduled = false;
  /** Batches run and items in them, for the bench and tests. */
  readonly stats = { batches: 0, items: 0, largest: 0 };

  constructor(options: WriteBatcherOptions<In, Out>) {
    this.#options = options;
  }

  submit(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      const restore = this.#options.handOver?.();
      let settled = false;
      const settle = () => {
        settled = true;
        restore?.();
      };
      this.#queue.push({
        input,
        resolve: (value) => {
          if (settled) return;
          settle();
          resolve(value);
        },
        reject: (error) => {
          if (settled) return;
          settle();
          reject(error);
        },
        get settled() {
          return settled;
        },
      });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#running || this.#scheduled || !this.#queue.length) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      void this.#runNext();
    });
  }

  async #runNext(): Promise<void> {
    if (this.#running || !this.#queue.length) return;
    this.#running = true;
    const items = this.#queue.splice(0, this.#options.max);
    this.stats.batches++;
    this.stats.items += items.length;
    this.stats.largest = Math.max(this.stats.largest, items.length);
    try {
      await this.#options.run(items);
    } catch (error) {
      for (const item of items) item.reject(error);
    } finally {
      for (const item of items) if (!item.settled) item.reject(new Error('write batch: an item was left unsettled'));
      this.#running = false;
      this.#schedule();
    }
  }
}
