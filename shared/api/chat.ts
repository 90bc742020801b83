import { z } from 'zod';
import { zId } from './envelope';
export { chatEvents } from '../events';

/**
 * Chat around chat posts (issue 5, spec 2 §2 chat box): typing indicators and read receipts.
 * Messages themselves are posts of type 'chat' (POST/PATCH/DELETE /api/post).
 */

/** A typing event goes out at most this often per user and chat; a stop after a start always goes. */
export const CHAT_TYPING_THROTTLE_MS = 2000;
/** How long a client shows "{name} is typing…" after the last typing event. */
export const CHAT_TYPING_DISPLAY_MS = 5000;

export const CHAT_TARGET_KINDS = ['Pairing', 'Group'] as const;
export type ChatTargetKind = (typeof CHAT_TARGET_KINDS)[number];

/**
 * Realtime events on `pair:{pairingId}` or `group:{groupId}`:
 * - `chat.typing` `ChatTypingEvent`: ephemeral (no seq, not in the channel history).
 * - `chat.read` `ChatReadEvent`: on the pair channel, only while both members have receipts on.
 * - `chat.settings.updated` `ChatSettings`: on the user's own channel (their other devices).
 */

/** POST /api/chat/typing: the sender is typing (or stopped) in a relationship or group chat. */
export const zChatTypingBody = z.object({
  targetKind: z.enum(CHAT_TARGET_KINDS),
  targetId: zId,
  isTyping: z.boolean().default(true),
});
export type ChatTypingBody = z.infer<typeof zChatTypingBody>;
/** `delivered` is false when the throttle held the event back (nothing for the client to do). */
export type ChatTypingAnswer = { delivered: boolean };
export type ChatTypingEvent = { userId: string; targetKind: ChatTargetKind; targetId: string; isTyping: boolean };

/** POST /api/chat/read: the viewer has read the pairing's chat up to this chat post. */
export const zChatReadBody = z.object({ pairingId: zId, postId: zId, userId: zId.optional() });
export type ChatReadBody = z.infer<typeof zChatReadBody>;
/** GET /api/chat/read?pairingId */
export const zChatReadQuery = z.object({ pairingId: zId });

/**
 * A last read marker. POST answers the viewer's own (after the never-backwards rule); GET
 * answers the other member's last read while their receipts were on, or null unless both
 * have read receipts on now.
 */
export type ChatReadMarker = { postId: string; readAt: string };
export type ChatReadEvent = { pairingId: string; userId: string; postId: string; readAt: string };

/** GET and PATCH /api/chat/settings: the acting user's own. */
export type ChatSettings = { readReceipts: boolean };
export const zChatSettingsPatch = z.object({
  readReceipts: z.boolean(),
  userId: zId.optional(),
  modifiedBy: zId.optional(),
});
export type ChatSettingsPatch = z.infer<typeof zChatSettingsPatch>;
