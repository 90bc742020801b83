import { emailModeOf } from '@shared/api/profiles';
import { ASSISTANT_META } from '@shared/assistant';
import { ASSISTANT_NAME } from '@shared/copy/shell';
import { channel } from '@shared/realtime';
import type { Services } from '../../services';
import { scheduleChatMail } from './chat-mail';
import { chatMessage, chatPath, isAssistantUser, latest, nameOf, readPoint } from './chat-read';
import { pushToUser } from './push';
import { excerpt } from './recipients';
import { settingsOf } from './settings';

export const CHAT_NOTIFY_JOB = 'notifications.chat';
export type ChatNotifyPayload = { postId: string; isAssistantReply: boolean };

/**
 * One chat message in a relationship, after its commit: the recipient's push, unless a client
 * of theirs has the conversation open and visible (`realtime.focus`) or they switched push
 * off; and, for per-event e-mail users, the delayed e-mail (chat-mail.ts). Not in the bell:
 * the sidebar's unread dot already counts it (README "Chat messages"). The author hears of
 * nothing, Meg's replies for them included; Meg herself is never notified.
 */
export async function runChatNotify(services: Services, payload: ChatNotifyPayload): Promise<void> {
  const { db } = services;
  const message = await chatMessage(db, payload.postId);
  if (!message || (await isAssistantUser(db, message.recipientId))) return;
  const settings = await settingsOf(db, message.recipientId);
  // First, so a retry after a failed push does not schedule twice (it is idempotent anyway).
  if (emailModeOf(settings) === 'event')
    await scheduleChatMail(services, message.recipientId, message.pairingId, message.createdAt);
  if (!settings.pushNotification) return;
  if (await services.realtime.focus.isLooking(message.recipientId, channel.pair(message.pairingId))) return;
  const read = await readPoint(db, message.recipientId, message.pairingId);
  if (latest(read, message.createdAt) === read) return;
  const author = await nameOf(db, message.authorId);
  await pushToUser(services, message.recipientId, {
    title: payload.isAssistantReply ? `${ASSISTANT_NAME}, for ${author}` : author,
    body: excerpt(message.content) ?? 'Sent you a file',
    url: `${services.config.publicUrl}${chatPath(message.pairingId)}`,
    // One notification per conversation: a newer message replaces the one shown.
    tag: `chat:${message.pairingId}`,
  });
}

/** Whether a post's meta marks it as Meg's reply for its author. */
export const isAssistantReply = (metaNames: readonly string[]) => metaNames.includes(ASSISTANT_META.response);
