import type { Services } from '../../../services';

/** Owners refreshed per UPDATE while their sockets stay open. */
const REFRESH_BATCH = 500;

/** How often open sockets refresh `lastSeenAt`: well inside the away time, within 5 s to 60 s. */
export function refreshEveryMs(awayAfterMs: number): number {
  return Math.min(60_000, Math.max(5_000, Math.floor(awayAfterMs / 2)));
}

/**
 * Keeps `assistant.lastSeenAt` (when the owner last had a client open) for the away rule: set
 * when a user's first socket on this instance opens and when their last one closes, and
 * refreshed while sockets stay open, so an instance that holds none of the owner's sockets
 * still sees them as present. Sockets opening and closing are written together, one
 * transaction (one disk sync) per turn however many there were: a reconnect storm of 10k
 * sockets would otherwise be 10k synced writes holding the database. Returns the stop function.
 */
export function trackPresence(services: Services): () => void {
  let isStopped = false;
  const seen = async (userIds: string[]) => {
    if (isStopped || !userIds.length) return;
    const now = new Date().toISOString();
    await services.db.transaction().execute(async (trx) => {
      for (let i = 0; i < userIds.length; i += REFRESH_BATCH)
        await trx
          .updateTable('assistant')
          .set({ lastSeenAt: now })
          .where('ownerId', 'in', userIds.slice(i, i + REFRESH_BATCH))
          .execute();
    });
  };
  const failed = (error: unknown) => services.logger.warn({ err: error }, 'assistant: presence not recorded');
  const changed = new Set<string>();
  let writing: Promise<void> | null = null;
  // One write at a time: what changes while it runs goes in the next one.
  const flush = () => {
    const userIds = [...changed];
    changed.clear();
    writing = seen(userIds)
      .catch(failed)
      .finally(() => {
        writing = null;
        if (changed.size) setImmediate(flush);
      });
  };
  services.realtime.presence.onChange((userId) => {
    if (isStopped) return;
    const isScheduled = changed.size > 0;
    changed.add(userId);
    if (!isScheduled && !writing) setImmediate(flush);
  });
  const timer = setInterval(
    () => void seen(services.realtime.presence.onlineHere()).catch(failed),
    refreshEveryMs(services.config.assistant.awayAfterMs),
  );
  timer.unref();
  return () => {
    isStopped = true;
    clearInterval(timer);
  };
}

export type Presence = { state: 'online' } | { state: 'away' } | { state: 'seenRecently'; awayAt: Date };

/**
 * Whether the owner is away (ASSISTANT_AWAY_AFTER_MS without a client open): a socket on this
 * instance means online; otherwise `lastSeenAt` (kept fresh by every instance's open sockets)
 * must be that old. Seen more recently says when they will count as away.
 */
export function presenceOf(
  services: Services,
  ownerId: string,
  lastSeenAt: string | null,
  awaySince: string | null = null,
): Presence {
  if (awaySince) return { state: 'away' };
  if (services.realtime.presence.isOnlineHere(ownerId)) return { state: 'online' };
  if (!lastSeenAt) return { state: 'away' };
  const awayAt = new Date(new Date(lastSeenAt).getTime() + services.config.assistant.awayAfterMs);
  return awayAt.getTime() > Date.now() ? { state: 'seenRecently', awayAt } : { state: 'away' };
}
