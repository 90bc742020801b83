import {
  CHAT_TYPING_THROTTLE_MS,
  type ChatTypingAnswer,
  type ChatTypingBody,
  type ChatTypingEvent,
  chatEvents,
} from '@shared/api/chat';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { chatChannel } from './membership';
import { TypingThrottle } from './typing-throttle';

/** One throttle per running server (tests start several in one process). */
const throttles = new WeakMap<Services, TypingThrottle>();

function throttleOf(services: Services): TypingThrottle {
  let throttle = throttles.get(services);
  if (!throttle) {
    throttle = new TypingThrottle(CHAT_TYPING_THROTTLE_MS);
    throttles.set(services, throttle);
  }
  return throttle;
}

/**
 * POST /chat/typing: members only; an ephemeral `chat.typing` on the chat's channel, so it
 * never lands in the history a reconnecting client replays.
 */
export async function sendTyping(
  services: Services,
  actor: SessionUser,
  body: ChatTypingBody,
): Promise<ChatTypingAnswer> {
  const name = await chatChannel(services.db, actor.id, body.targetKind, body.targetId);
  if (!throttleOf(services).admit(`${actor.id}|${name}`, body.isTyping)) return { delivered: false };
  const event: ChatTypingEvent = {
    userId: actor.id,
    targetKind: body.targetKind,
    targetId: body.targetId,
    isTyping: body.isTyping,
  };
  await services.realtime.publishEphemeral(name, chatEvents.typing, event);
  return { delivered: true };
}
