import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import type { UserTable } from '../../db/schema';

/**
 * The user table's columns, named: on PostgreSQL the table also holds the search index's
 * generated "searchVector", which no answer needs.
 */
const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'emailVerified',
  'image',
  'createdAt',
  'updatedAt',
  'firstName',
  'lastName',
  'avatar',
  'headline',
  'bio',
  'profileAlias',
  'phone',
  'city',
  'state',
  'country',
  'userType',
  'status',
  'meetingLink',
  'calendarLink',
] as const satisfies readonly (keyof UserTable)[];

// The reads of GET /api/user/id, compiled once (server/db/compiled-once.ts).
const userById = compiledOnce((db, id: string) => db.selectFrom('user').select(USER_COLUMNS).where('id', '=', id));
/** A caller's own row and whether they have a password (their own profile's `socialAuth`), in one read. */
const userWithPasswordFlag = compiledOnce((db, id: string) =>
  db
    .selectFrom('user')
    .select(USER_COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('account')
            .select('account.id')
            .whereRef('account.userId', '=', 'user.id')
            .where('account.providerId', '=', 'credential'),
        )
        .as('hasPassword'),
    )
    .where('user.id', '=', id),
);
const credentialAccountOf = compiledOnce((db, userId: string) =>
  db.selectFrom('account').select('id').where('userId', '=', userId).where('providerId', '=', 'credential'),
);
const pairingBetween = compiledOnce((db, viewerId: string, otherId: string) =>
  db
    .selectFrom('pairing')
    .select(['userId1', 'userId2', 'status', 'requestedBy'])
    .where((eb) =>
      eb.or([
        eb.and([eb('userId1', '=', viewerId), eb('userId2', '=', otherId)]),
        eb.and([eb('userId2', '=', viewerId), eb('userId1', '=', otherId)]),
      ]),
    ),
);

export type PairingWithViewer = { otherId: string; status: 'requested' | 'connected'; requestedBy: string };

/** Queries on users; no rules here (service.ts has them). */
export function userRepo(db: Db) {
  return {
    /** Ends every session of the user (better-auth's rows: cookie and bearer alike). */
    async deleteSessions(userId: string): Promise<void> {
      await db.deleteFrom('session').where('userId', '=', userId).execute();
    },
    async byId(id: string): Promise<UserTable | undefined> {
      return (await userById(db, id))[0];
    },
    async byIdWithPasswordFlag(id: string): Promise<{ row: UserTable; hasPassword: boolean } | undefined> {
      const found = (await userWithPasswordFlag(db, id))[0];
      if (!found) return undefined;
      const { hasPassword, ...row } = found;
      return { row, hasPassword: !!hasPassword };
    },
    byIds(ids: string[]): Promise<UserTable[]> {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('user').select(USER_COLUMNS).where('id', 'in', ids).execute();
    },
    byProfileAlias(alias: string): Promise<UserTable | undefined> {
      return db.selectFrom('user').select(USER_COLUMNS).where('profileAlias', '=', alias).executeTakeFirst();
    },
    /** The viewer's pairings with any of `otherIds`, in one query. */
    async pairingsWith(viewerId: string, otherIds: string[]): Promise<Map<string, PairingWithViewer>> {
      if (!otherIds.length) return new Map();
      const rows =
        otherIds.length === 1
          ? await pairingBetween(db, viewerId, otherIds[0] as string)
          : await db
              .selectFrom('pairing')
              .select(['userId1', 'userId2', 'status', 'requestedBy'])
              .where((eb) =>
                eb.or([
                  eb.and([eb('userId1', '=', viewerId), eb('userId2', 'in', otherIds)]),
                  eb.and([eb('userId2', '=', viewerId), eb('userId1', 'in', otherIds)]),
                ]),
              )
              .execute();
      return new Map(
        rows.map((r) => {
          const otherId = r.userId1 === viewerId ? r.userId2 : r.userId1;
          return [otherId, { otherId, status: r.status, requestedBy: r.requestedBy }];
        }),
      );
    },
    async hasPasswordAccount(userId: string): Promise<boolean> {
      return (await credentialAccountOf(db, userId)).length > 0;
    },
    update(
      id: string,
      changes: Partial<Omit<UserTable, 'id' | 'email' | 'createdAt'>>,
    ): Promise<UserTable | undefined> {
      return db
        .updateTable('user')
        .set({ ...changes, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .returning(USER_COLUMNS)
        .executeTakeFirst();
    },
  };
}

export type UserRow = UserTable;
