import { channel as channelName } from '@shared/realtime';
import type { Db } from '../db/database';

/** How long a user's channel list is reused; grants and revokes on the bus drop it sooner. */
export const AUTO_CHANNELS_TTL_MS = 60_000;
/** Users remembered; past this the oldest entry is dropped. */
const MAX_USERS = 50_000;
/** Users read per query when many sockets open in the same turn. */
const READ_BATCH = 500;

type Entry = { channels: string[]; set: Set<string>; until: number };
type Waiter = { resolve(channels: string[]): void; reject(error: unknown): void };

/**
 * Each user's automatic channels (their own, pairings, groups and audiences), cached per
 * user, so a reconnect storm of N sockets costs no query for the sockets of users seen in
 * the last minute, and the misses of one turn share one query per 500 users.
 *
 * A grant or a revoke (every membership and pairing change sends one over the bus, to
 * every instance) drops the user's entry through `forget`. Losing the bus forgets everyone
 * and keeps nothing until it is back (`away`), since messages sent meanwhile are lost; its
 * reconnect forgets everyone again. A read that started before a
 * forget is returned to its callers but not kept, and callers after a forget never join it.
 */
export class AutoChannels {
  private readonly entries = new Map<string, Entry>();
  /** Reads asked for in this turn and not started yet, by user. */
  private queued = new Map<string, Waiter[]>();
  /** Reads in flight (queued or started) that a caller for the same user may join. */
  private readonly inFlight = new Map<string, Promise<string[]>>();
  private generation = 0;
  private isAway = false;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = AUTO_CHANNELS_TTL_MS,
    private readonly maxUsers = MAX_USERS,
  ) {}

  /** The user's channels: cached, joined to a read in flight, or read with this turn's others. */
  of(userId: string): Promise<string[]> {
    const entry = this.fresh(userId);
    if (entry) return Promise.resolve([...entry.channels]);
    const pending = this.inFlight.get(userId);
    if (pending) return pending.then((channels) => [...channels]);
    const read = new Promise<string[]>((resolve, reject) => {
      // A read queued before a forget has not started: it is fresh enough to share.
      const waiters = this.queued.get(userId);
      if (waiters) return void waiters.push({ resolve, reject });
      if (this.queued.size === 0) setImmediate(() => this.readQueued());
      this.queued.set(userId, [{ resolve, reject }]);
    });
    this.inFlight.set(userId, read);
    const drop = () => {
      if (this.inFlight.get(userId) === read) this.inFlight.delete(userId);
    };
    read.then(drop, drop);
    return read.then((channels) => [...channels]);
  }

  /** Whether a fresh cached list of the user's holds the channel (false when nothing is cached). */
  holds(userId: string, channel: string): boolean {
    return this.fresh(userId)?.set.has(channel) ?? false;
  }

  /** The bus is away: grants and revokes may be lost, so every list is read afresh until `forget()`. */
  away(): void {
    this.forget();
    this.isAway = true;
  }

  /** The user's memberships or pairings changed (or, without a user, anything may have: the bus is back). */
  forget(userId?: string): void {
    this.generation++;
    if (userId === undefined) {
      this.isAway = false;
      this.entries.clear();
      this.inFlight.clear();
      return;
    }
    this.entries.delete(userId);
    this.inFlight.delete(userId);
  }

  private fresh(userId: string): Entry | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry;
    this.entries.delete(userId);
    return undefined;
  }

  private readQueued(): void {
    const queued = this.queued;
    this.queued = new Map();
    const userIds = [...queued.keys()];
    for (let i = 0; i < userIds.length; i += READ_BATCH) {
      const batch = userIds.slice(i, i + READ_BATCH);
      const generation = this.generation;
      this.read(batch).then(
        (lists) => {
          for (const userId of batch) {
            const channels = lists.get(userId) ?? [];
            if (generation === this.generation && !this.isAway) this.keep(userId, channels);
            for (const waiter of queued.get(userId) ?? []) waiter.resolve(channels);
          }
        },
        (error: unknown) => {
          for (const userId of batch) for (const waiter of queued.get(userId) ?? []) waiter.reject(error);
        },
      );
    }
  }

  private keep(userId: string, channels: string[]): void {
    if (!this.entries.has(userId) && this.entries.size >= this.maxUsers) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(userId, { channels, set: new Set(channels), until: Date.now() + this.ttlMs });
  }

  /** Two queries for the whole batch: its pairings and its group memberships. */
  private async read(userIds: string[]): Promise<Map<string, string[]>> {
    const [pairings, memberships] = await Promise.all([
      this.db
        .selectFrom('pairing')
        .select(['id', 'userId1', 'userId2', 'status'])
        .where((eb) => eb.or([eb('userId1', 'in', userIds), eb('userId2', 'in', userIds)]))
        .execute(),
      this.db.selectFrom('group_member').select(['userId', 'groupId']).where('userId', 'in', userIds).execute(),
    ]);
    const wanted = new Set(userIds);
    const pairs = new Map<string, string[]>();
    const groups = new Map<string, string[]>();
    const audiences = new Map<string, string[]>();
    for (const p of pairings) {
      for (const [me, other] of [
        [p.userId1, p.userId2],
        [p.userId2, p.userId1],
      ] as const) {
        if (!wanted.has(me)) continue;
        push(pairs, me, channelName.pair(p.id));
        // The audience of everyone the user is connected with.
        if (p.status === 'connected') push(audiences, me, channelName.audience(other));
      }
    }
    for (const m of memberships) push(groups, m.userId, channelName.group(m.groupId));
    return new Map(
      userIds.map((userId) => [
        userId,
        [
          channelName.user(userId),
          ...(pairs.get(userId) ?? []),
          ...(groups.get(userId) ?? []),
          // Its own audience: the author's other tabs.
          channelName.audience(userId),
          ...(audiences.get(userId) ?? []),
        ],
      ]),
    );
  }
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
