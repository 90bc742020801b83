import type { NotificationPreferences, NotificationPreferencesPatch } from '@shared/api/profiles';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { type PreferenceFlags, preferenceRepo } from './repo';

/** Every notification is on until the user turns it off. */
const DEFAULTS: NotificationPreferences = {
  emailNotification: true,
  summaryEmailNotification: true,
  pushNotification: true,
};

/** The acting user's own notification preferences (spec 1 §3, §7). */
export function preferenceService(services: Services) {
  const repo = preferenceRepo(services.db);

  async function get(actor: SessionUser): Promise<NotificationPreferences> {
    const row = await repo.byUser(actor.id);
    return row ? fromRow(row) : { ...DEFAULTS };
  }

  async function update(actor: SessionUser, patch: NotificationPreferencesPatch): Promise<NotificationPreferences> {
    const current = await get(actor);
    const next: NotificationPreferences = {
      emailNotification: patch.emailNotification ?? current.emailNotification,
      summaryEmailNotification: patch.summaryEmailNotification ?? current.summaryEmailNotification,
      pushNotification: patch.pushNotification ?? current.pushNotification,
    };
    return fromRow(await repo.upsert(actor.id, toRow(next)));
  }

  return { get, update };
}

function fromRow(row: PreferenceFlags): NotificationPreferences {
  return {
    emailNotification: row.emailNotification === 1,
    summaryEmailNotification: row.summaryEmailNotification === 1,
    pushNotification: row.pushNotification === 1,
  };
}

function toRow(p: NotificationPreferences): PreferenceFlags {
  return {
    emailNotification: p.emailNotification ? 1 : 0,
    summaryEmailNotification: p.summaryEmailNotification ? 1 : 0,
    pushNotification: p.pushNotification ? 1 : 0,
  };
}
