import type { EventStore } from './event-store';

/** Channels remembered; past this the oldest learned is forgotten (and read again when needed). */
const MAX_CHANNELS = 200_000;

/**
 * Each channel's last seq as this instance knows it, so a socket's `ready` (and a
 * subscribe or a grant) needs no query for channels seen before: a reconnect storm of N
 * sockets on one group reads nothing for the group. Learned from the store on a miss and
 * from every event notice on the bus (every instance hears every event, its own included).
 *
 * A value here is never above the channel's real last seq (a notice comes after its commit)
 * and may be below it only until that commit's notice arrives. The hub indexes a socket on
 * its channels before asking here, so such a notice reaches the socket live: gap-free
 * either way. Notices lost while the bus is away would leave values below for good, so
 * losing the bus forgets everything and learns nothing until it is back (every last seq is
 * read from the store meanwhile), and its reconnect forgets again; a read that started
 * before either is not learned.
 */
export class KnownSeqs {
  private readonly seqs = new Map<string, number>();
  private generation = 0;
  private isAway = false;

  constructor(
    private readonly store: Pick<EventStore, 'lastSeqs'>,
    private readonly maxChannels = MAX_CHANNELS,
  ) {}

  /** An event committed at `seq` on the channel. */
  seen(channel: string, seq: number): void {
    if (this.isAway) return;
    const known = this.seqs.get(channel);
    if (known === undefined) this.learn(channel, seq);
    else if (seq > known) this.seqs.set(channel, seq);
  }

  /** The bus is away: notices may be lost from now on, so nothing is served or learned until `forget`. */
  away(): void {
    this.forget();
    this.isAway = true;
  }

  /** The bus is back from being away: what was learned before may be behind. */
  forget(): void {
    this.seqs.clear();
    this.generation++;
    this.isAway = false;
  }

  /** The last seq of each channel (0 for one without events), in the order given; reads only the unknown ones. */
  async lastSeqs(channels: string[]): Promise<Map<string, number>> {
    const missing = channels.filter((channel) => !this.seqs.has(channel));
    let read: Map<string, number> | undefined;
    if (missing.length) {
      const generation = this.generation;
      read = await this.store.lastSeqs(missing);
      if (generation === this.generation && !this.isAway) for (const [channel, seq] of read) this.seen(channel, seq);
    }
    return new Map(
      channels.map((channel) => [channel, Math.max(this.seqs.get(channel) ?? 0, read?.get(channel) ?? 0)]),
    );
  }

  private learn(channel: string, seq: number): void {
    if (this.seqs.size >= this.maxChannels) {
      const oldest = this.seqs.keys().next();
      if (!oldest.done) this.seqs.delete(oldest.value);
    }
    this.seqs.set(channel, seq);
  }
}
