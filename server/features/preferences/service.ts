import type { NotificationPreferences, NotificationPreferencesPatch } from '@shared/api/profiles';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { type PreferenceFlags, preferenceRepo } from './repo';

/**
 * Every notification is on until the user turns it off; e-mails leave the message text out
 * until the user asks for it (issue 36: a comment may hold a figure that should not sit in a
 * mailbox); no time zone until the browser reports one.
 */
export const PREFERENCE_DEFAULTS: NotificationPreferences = {
  emailNotification: true,
  summaryEmailNotification: true,
  pushNotification: true,
  emailWithoutContent: true,
  timeZone: null,
};

/** The acting user's own notification preferences (spec 1 §3, §7). */
export function preferenceService(services: Services) {
  const repo = preferenceRepo(services.db);

  async function get(actor: SessionUser): Promise<NotificationPreferences> {
    const row = await repo.byUser(actor.id);
    return row ? fromRow(row) : { ...PREFERENCE_DEFAULTS };
  }

  async function update(actor: SessionUser, patch: NotificationPreferencesPatch): Promise<NotificationPreferences> {
    const current = await get(actor);
    const next: NotificationPreferences = {
      emailNotification: patch.emailNotification ?? current.emailNotification,
      summaryEmailNotification: patch.summaryEmailNotification ?? current.summaryEmailNotification,
      pushNotification: patch.pushNotification ?? current.pushNotification,
      emailWithoutContent: patch.emailWithoutContent ?? current.emailWithoutContent,
      timeZone: patch.timeZone ?? current.timeZone,
    };
    return fromRow(await repo.upsert(actor.id, toRow(next)));
  }

  return { get, update };
}

function fromRow(row: PreferenceFlags) {
  return {
    emailNotification: Number(row.emailNotification) === 1,
    summaryEmailNotification: Number(row.summaryEmailNotification) === 1,
    pushNotification: Number(row.pushNotification) === 1,
    emailWithoutContent: Number(row.emailWithoutContent) === 1,
    timeZone: row.timeZone ?? null,
  } satisfies NotificationPreferences;
}

function toRow(p: NotificationPreferences): PreferenceFlags {
  return {
    emailNotification: p.emailNotification ? 1 : 0,
    summaryEmailNotification: p.summaryEmailNotification ? 1 : 0,
    pushNotification: p.pushNotification ? 1 : 0,
    emailWithoutContent: p.emailWithoutContent ? 1 : 0,
    timeZone: p.timeZone,
  };
}
