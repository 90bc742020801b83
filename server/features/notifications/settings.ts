import type { NotificationSettings, NotificationSettingsPatch } from '@shared/api/notifications';
import type { Db } from '../../db/database';

/**
 * Every channel is on until the user changes it (spec 1 §3); e-mails leave the words out until
 * the user asks for them (issue 36), as preferences/service.ts answers too.
 */
export const DEFAULT_SETTINGS: NotificationSettings = {
  emailNotification: true,
  summaryEmailNotification: true,
  pushNotification: true,
  emailWithoutContent: true,
};

/** The zone the user's browser reported (the daily summary's local hour); UTC until it does. */
export async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('notification_preference')
    .select('timeZone')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.timeZone ?? 'UTC';
}

/**
 * The user's switches, from the table the spec's preferences call writes
 * (`/api/user/notification/preferences`); a missing row means the defaults.
 */
export async function settingsOf(db: Db, userId: string): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('notification_preference')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    emailNotification: Number(row.emailNotification) === 1,
    summaryEmailNotification: Number(row.summaryEmailNotification) === 1,
    pushNotification: Number(row.pushNotification) === 1,
    emailWithoutContent: Number(row.emailWithoutContent) === 1,
  };
}

export async function updateSettings(
  db: Db,
  userId: string,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  const current = await settingsOf(db, userId);
  const next: NotificationSettings = {
    emailNotification: patch.emailNotification ?? current.emailNotification,
    summaryEmailNotification: patch.summaryEmailNotification ?? current.summaryEmailNotification,
    pushNotification: patch.pushNotification ?? current.pushNotification,
    emailWithoutContent: patch.emailWithoutContent ?? current.emailWithoutContent,
  };
  const flags = {
    emailNotification: next.emailNotification ? 1 : 0,
    summaryEmailNotification: next.summaryEmailNotification ? 1 : 0,
    pushNotification: next.pushNotification ? 1 : 0,
    emailWithoutContent: next.emailWithoutContent ? 1 : 0,
  };
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('notification_preference')
    .values({ userId, ...flags, updatedAt })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...flags, updatedAt }))
    .execute();
  return next;
}
