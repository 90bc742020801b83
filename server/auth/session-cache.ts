import { channel, events } from '@shared/realtime';
import type { SessionUser } from '../http/app-env';
import type { BusMessage } from '../realtime/fanout';

/** How long a resolved session is reused without reading it again, and how many are kept. */
export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_SIZE = 10_000;

export type CachedSession = {
  sessionId: string;
  user: SessionUser;
  /** Past this (session expiry, or the time better-auth wants to refresh it) the entry is not used. */
  usableUntil: number;
};

type Entry = CachedSession & { cachedUntil: number };

/**
 * Sessions resolved in the last seconds, by the request's credentials, so a request costs no
 * session query.
 * Ended sessions leave every instance's cache through the realtime bus at once
 * (`disconnect` on sign-out or a changed password, `sessions` for any other change).
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #echoes = new Map<string, () => void>();
  /** Bumped by every removal: a read that started before one must not cache what it read. */
  #generation = 0;
  /** The bus is away: its removals may be lost, so nothing is kept until it is back (`resync`). */
  #isAway = false;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly size = SESSION_CACHE_SIZE,
  ) {}

  get generation(): number {
    return this.#generation;
  }

  get(token: string, now = Date.now()): CachedSession | null {
    const entry = this.#entries.get(token);
    if (!entry) return null;
    if (entry.cachedUntil > now && entry.usableUntil > now) return entry;
    this.#entries.delete(token);
    return null;
  }

  /** Keeps `session` unless something was removed since `generation` was read. */
  set(token: string, session: CachedSession, generation: number, now = Date.now()): void {
    if (generation !== this.#generation || this.#isAway) return;
    if (this.#entries.size >= this.size) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(token, { ...session, cachedUntil: now + this.ttlMs });
  }

  /** Drops the user's sessions (one, all but one, or all); every session without a user. */
  forget(scope: { userId?: string; sessionId?: string; exceptSessionId?: string }): void {
    this.#generation++;
    if (!scope.userId) {
      this.#entries.clear();
      return;
    }
    for (const [token, entry] of this.#entries) {
      if (entry.user.id !== scope.userId) continue;
      if (scope.sessionId && entry.sessionId !== scope.sessionId) continue;
      if (scope.exceptSessionId && entry.sessionId === scope.exceptSessionId) continue;
      this.#entries.delete(token);
    }
  }

  /** Resolves when this instance's bus brings back the `sessions` message named `nonce`, or after `ms`. */
  echoOf(nonce: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const echoes = this.#echoes;
      function done() {
        clearTimeout(timer);
        echoes.delete(nonce);
        resolve();
      }
      echoes.set(nonce, done);
    });
  }

  /** What a bus message means for the cache; losing the bus (messages may be lost) drops everything, and keeps nothing until it is back. */
  apply(message: BusMessage): void {
    switch (message.type) {
      case 'disconnect':
        this.forget(message);
        return;
      case 'sessions':
        this.forget({ userId: message.userId });
        if (message.nonce) this.#echoes.get(message.nonce)?.();
        return;
      case 'away':
      case 'resync':
        this.forget({});
        this.#isAway = message.type === 'away';
        return;
      case 'event':
        // A changed profile (name, status) is part of the session's user. PostgreSQL's bus sends
        // an event as channel and seq only: any event on a user's channel may be the change.
        if (
          (message.event ?? events.userUpdated) === events.userUpdated &&
          message.channel.startsWith(channel.user(''))
        )
          this.forget({ userId: message.channel.slice(channel.user('').length) });
        return;
    }
  }
}
