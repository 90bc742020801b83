import { emailModeOf } from '@shared/api/profiles';
import type { Services } from '../../services';
import { chatPath, latest, nameOf, readPoint } from './chat-read';
import { preferencesLink } from './deliver';
import { excerpt } from './recipients';
import { settingsOf } from './settings';

export const CHAT_MAIL_JOB = 'notifications.chatMail';
export type ChatMailPayload = { userId: string; pairingId: string };
/** Messages quoted in one e-mail; the rest are counted. */
const QUOTED_MAX = 5;

/**
 * A message for `userId` in the relationship: unless an e-mail or their reading already covered
 * it, the relationship's delayed e-mail is pending, and if none was, one is queued now
 * (`CHAT_MAIL_DELAY_MINUTES`). Messages arriving meanwhile join that e-mail. The state row and
 * the job are written in one transaction, so there is exactly one pending job per window.
 */
export async function scheduleChatMail(
  services: Services,
  userId: string,
  pairingId: string,
  createdAt: string,
): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const state = await trx
      .selectFrom('chat_mail_state')
      .selectAll()
      .where('userId', '=', userId)
      .where('pairingId', '=', pairingId)
      .executeTakeFirst();
    if (state?.coveredThrough && latest(state.coveredThrough, createdAt) === state.coveredThrough) return;
    await trx
      .insertInto('chat_mail_state')
      .values({ userId, pairingId, pendingAt: null, lastMessageAt: createdAt, coveredThrough: null })
      .onConflict((oc) =>
        oc
          .columns(['userId', 'pairingId'])
          .doUpdateSet((eb) => ({ lastMessageAt: eb.ref('excluded.lastMessageAt') }))
          .where((eb) => eb('chat_mail_state.lastMessageAt', '<', eb.ref('excluded.lastMessageAt'))),
      )
      .execute();
    const claimed = await trx
      .updateTable('chat_mail_state')
      .set({ pendingAt: new Date().toISOString() })
      .where('userId', '=', userId)
      .where('pairingId', '=', pairingId)
      .where('pendingAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) > 0)
      await services.queue.enqueue<ChatMailPayload>(
        CHAT_MAIL_JOB,
        { userId, pairingId },
        { delayMs: services.config.chatMail.delayMs, executor: trx },
      );
  });
}

/**
 * The delayed e-mail: the other person's messages the user has still not read (and no earlier
 * e-mail covered), as one e-mail ('3 new messages from Ada Lovelace'); nothing when they read
 * them meanwhile, or chose the daily summary or no e-mail since. The words only when the user
 * asked for them. The e-mail and the state commit together. A message the state heard of but
 * this run did not see (it committed meanwhile) keeps the window open for another delay.
 */
export async function runChatMail(services: Services, payload: ChatMailPayload): Promise<void> {
  const { db } = services;
  const { userId, pairingId } = payload;
  const state = await db
    .selectFrom('chat_mail_state')
    .selectAll()
    .where('userId', '=', userId)
    .where('pairingId', '=', pairingId)
    .executeTakeFirst();
  if (!state?.pendingAt) return;
  const from = latest(state.coveredThrough, await readPoint(db, userId, pairingId));
  let query = db
    .selectFrom('post')
    .select(['id', 'content', 'createdAt', 'createdBy'])
    .where('pairingId', '=', pairingId)
    .where('type', '=', 'chat')
    .where('createdBy', '!=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt')
    .orderBy('id');
  if (from) query = query.where('createdAt', '>', from);
  const unread = await query.execute();
  const covered = latest(from, unread.at(-1)?.createdAt) ?? state.lastMessageAt;
  const settings = await settingsOf(db, userId);
  const user = await db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst();
  const first = unread[0];
  const mail =
    first && user && emailModeOf(settings) === 'event'
      ? chatMailOf(services, {
          to: user.email,
          author: await nameOf(db, first.createdBy),
          pairingId,
          texts: unread.map((m) => m.content),
          withoutContent: settings.emailWithoutContent,
        })
      : null;

  await db.transaction().execute(async (trx) => {
    if (mail) await services.mail.send(mail, { executor: trx });
    const closed = await trx
      .updateTable('chat_mail_state')
      .set({ pendingAt: null, coveredThrough: covered })
      .where('userId', '=', userId)
      .where('pairingId', '=', pairingId)
      .where('lastMessageAt', '<=', covered)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) > 0) return;
    await trx
      .updateTable('chat_mail_state')
      .set({ pendingAt: new Date().toISOString(), coveredThrough: covered })
      .where('userId', '=', userId)
      .where('pairingId', '=', pairingId)
      .execute();
    await services.queue.enqueue<ChatMailPayload>(CHAT_MAIL_JOB, payload, {
      delayMs: services.config.chatMail.delayMs,
      executor: trx,
    });
  });
}

/** Who wrote and how many, with the link; the words only when the user asked for them. */
export function chatMailOf(
  services: Services,
  m: { to: string; author: string; pairingId: string; texts: (string | null)[]; withoutContent: boolean },
) {
  const count = m.texts.length;
  const subject = count === 1 ? `New message from ${m.author}` : `${count} new messages from ${m.author}`;
  const link = `${services.config.publicUrl}${chatPath(m.pairingId)}`;
  const said = count === 1 ? 'sent you a message' : `sent you ${count} messages`;
  let words = '';
  if (!m.withoutContent) {
    const quoted = m.texts.slice(-QUOTED_MAX).map((t) => `“${excerpt(t) ?? 'A file'}”`);
    const earlier = count > QUOTED_MAX ? `(${count - QUOTED_MAX} earlier not shown)\n` : '';
    words = `\n\n${earlier}${quoted.join('\n')}`;
  }
  const text = `${m.author} ${said} in ${services.config.productName}, still unread.${words}\n\nOpen the conversation:\n${link}\n\nChoose which notifications you receive:\n${preferencesLink(services)}\n`;
  return { to: m.to, subject, text, tag: 'chat-message' };
}
