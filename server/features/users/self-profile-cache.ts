import type { SelfProfile } from '@shared/api/profiles';
import { channel, events } from '@shared/realtime';
import type { BusMessage } from '../../realtime/fanout';
import type { Services } from '../../services';

/** How long a user's own profile is reused without reading it again, and how many are kept. */
export const SELF_PROFILE_TTL_MS = 30_000;
export const SELF_PROFILE_CACHE_SIZE = 10_000;

type Entry = { profile: SelfProfile; cachedUntil: number };

/**
 * Users' own profiles (GET /api/user/id for oneself: the web app's and the side panel's
 * first call), read in the last seconds, so the call costs no query. A profile leaves the
 * cache at once here when it is written through this instance (`forget`, before the write
 * answers), and on every instance through the realtime bus: `user.updated` on the user's
 * channel, a `sessions` or `disconnect` message (better-auth's changes to the user and its
 * accounts, the test helpers), losing the bus (drops all, keeps nothing until it is back).
 */
export class SelfProfileCache {
  readonly #entries = new Map<string, Entry>();
  /** Bumped by every removal: a read that started before one must not cache what it read. */
  #generation = 0;
  /** The bus is away: its removals may be lost, so nothing is kept until it is back (`resync`). */
  #isAway = false;

  constructor(
    private readonly ttlMs = SELF_PROFILE_TTL_MS,
    private readonly size = SELF_PROFILE_CACHE_SIZE,
  ) {}

  get generation(): number {
    return this.#generation;
  }

  get(userId: string, now = Date.now()): SelfProfile | null {
    const entry = this.#entries.get(userId);
    if (!entry) return null;
    if (entry.cachedUntil > now) return entry.profile;
    this.#entries.delete(userId);
    return null;
  }

  /** Keeps `profile` unless something was removed since `generation` was read. */
  set(userId: string, profile: SelfProfile, generation: number, now = Date.now()): void {
    if (generation !== this.#generation || this.#isAway) return;
    if (this.#entries.size >= this.size && !this.#entries.has(userId))
      this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(userId, { profile, cachedUntil: now + this.ttlMs });
  }

  /** Drops one user's profile, or every profile. */
  forget(userId?: string): void {
    this.#generation++;
    if (userId) this.#entries.delete(userId);
    else this.#entries.clear();
  }

  apply(message: BusMessage): void {
    switch (message.type) {
      case 'disconnect':
      case 'sessions':
        this.forget(message.userId);
        return;
      case 'away':
      case 'resync':
        this.forget();
        this.#isAway = message.type === 'away';
        return;
      case 'event':
        // PostgreSQL's bus sends an event as channel and seq only: any event on a user's channel may be the change.
        if (
          (message.event ?? events.userUpdated) === events.userUpdated &&
          message.channel.startsWith(channel.user(''))
        )
          this.forget(message.channel.slice(channel.user('').length));
        return;
    }
  }
}

const caches = new WeakMap<Services, SelfProfileCache>();

/** This instance's cache of own profiles, listening on the realtime bus. */
export function selfProfileCacheOf(services: Services): SelfProfileCache {
  let cache = caches.get(services);
  if (!cache) {
    const created = new SelfProfileCache();
    services.realtime.onBusMessage((message) => created.apply(message));
    caches.set(services, created);
    cache = created;
  }
  return cache;
}
