import { parseChannel } from '@shared/realtime';
import type { Db } from '../db/database';
import { AutoChannels } from './auto-channels';

export type CanRead = (userId: string, id: string) => Promise<boolean>;

export type AccessRegistry = {
  /** Adds the read check of a channel kind ("post", "job" ...); each kind has one owner. */
  register(kind: string, canRead: CanRead): void;
  /** Whether the user may read the channel. A kind nobody registered is never readable. */
  canRead(userId: string, channel: string): Promise<boolean>;
  /** The channels a socket receives without asking: its user, pairings, groups and audiences. */
  autoChannels(userId: string): Promise<string[]>;
  /** Drops the cached automatic channels of a user whose memberships changed (or everyone's). */
  forget(userId?: string): void;
  /** The bus is away: nothing is cached until `forget()` says it is back. */
  away(): void;
};

/** The registry with the built-in checks for `user:`, `pair:` and `group:` channels. */
export function createAccessRegistry(db: Db): AccessRegistry {
  const checks = new Map<string, CanRead>();
  const auto = new AutoChannels(db);

  const registry: AccessRegistry = {
    register(kind, canRead) {
      if (!/^[a-z][a-z0-9-]{0,31}$/.test(kind)) throw new Error(`realtime: "${kind}" is not a channel kind`);
      if (checks.has(kind)) throw new Error(`realtime: the "${kind}" channel kind already has a read check`);
      checks.set(kind, canRead);
    },

    async canRead(userId, channel) {
      const parsed = parseChannel(channel);
      const check = parsed && checks.get(parsed.kind);
      if (!parsed || !check) return false;
      // A channel in the user's cached automatic list was readable when read, and any
      // change since (a revoke over the bus) has dropped that list.
      if (auto.holds(userId, channel)) return true;
      return (await check(userId, parsed.id)) === true;
    },

    autoChannels: (userId) => auto.of(userId),
    forget: (userId) => auto.forget(userId),
    away: () => auto.away(),
  };

  registry.register('user', async (userId, id) => userId === id);
  registry.register('pair', async (userId, pairingId) => {
    const row = await db
      .selectFrom('pairing')
      .select('id')
      .where('id', '=', pairingId)
      .where((eb) => eb.or([eb('userId1', '=', userId), eb('userId2', '=', userId)]))
      .executeTakeFirst();
    return !!row;
  });
  registry.register('group', async (userId, groupId) => {
    const row = await db
      .selectFrom('group_member')
      .select('groupId')
      .where('groupId', '=', groupId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return !!row;
  });
  // As visibility.ts: a relationship-wide post reaches the author and their connections.
  registry.register('audience', async (userId, authorId) => {
    if (userId === authorId) return true;
    const row = await db
      .selectFrom('pairing')
      .select('id')
      .where('status', '=', 'connected')
      .where((eb) =>
        eb.or([
          eb.and([eb('userId1', '=', userId), eb('userId2', '=', authorId)]),
          eb.and([eb('userId1', '=', authorId), eb('userId2', '=', userId)]),
        ]),
      )
      .executeTakeFirst();
    return !!row;
  });
  return registry;
}
