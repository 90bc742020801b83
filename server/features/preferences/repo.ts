import type { Db } from '../../db/database';
import type { NotificationPreferenceTable } from '../../db/schema';

export type PreferenceFlags = Pick<
  NotificationPreferenceTable,
  'emailNotification' | 'summaryEmailNotification' | 'pushNotification'
> & { emailWithoutContent: number; timeZone: string | null };

/** Queries on notification preferences; a missing row means the defaults. */
export function preferenceRepo(db: Db) {
  return {
    byUser(userId: string) {
      return db.selectFrom('notification_preference').selectAll().where('userId', '=', userId).executeTakeFirst();
    },
    /** Writes the whole row: one statement, whether or not it existed. */
    upsert(userId: string, flags: PreferenceFlags) {
      const updatedAt = new Date().toISOString();
      return db
        .insertInto('notification_preference')
        .values({ userId, ...flags, updatedAt })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ ...flags, updatedAt }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
