import type { Attachment, Post, zCreatePostBody } from '@shared/api/posts';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api-client';
import type { ChatTargetKind } from './chat-target';

/** Realtime events of chat (published by the server on the pair or group channel). */
export const chatEvents = {
  typing: 'chat.typing',
  read: 'chat.read',
} as const;

export type ChatTypingEvent = { userId: string; targetKind: ChatTargetKind; targetId: string; isTyping: boolean };
export type ChatReadEvent = { pairingId: string; userId: string; postId: string; readAt: string };
/** The other person's last read chat message (only when both have read receipts on). */
export type ChatReadReceipt = { postId: string; readAt: string };
export type ChatSettings = { readReceipts: boolean };
/** What the client sends to POST /api/post (defaults not yet applied). */
export type ChatPostBody = z.input<typeof zCreatePostBody>;
export type ChatAttachment = Pick<Attachment, 'filename' | 'filepath' | 'type'>;

export const chatKeys = {
  all: ['chat'] as const,
  settings: (userId: string) => ['chat', 'settings', userId] as const,
  receipt: (pairingId: string) => ['chat', 'receipt', pairingId] as const,
};

/** POST /api/post for a chat message; a retry with the same key answers the first message. */
export const sendChatPost = (api: ApiClient, body: ChatPostBody, idempotencyKey: string) =>
  api.post<Post>('/api/post', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const sendTyping = (api: ApiClient, targetKind: ChatTargetKind, targetId: string, isTyping: boolean) =>
  api.post<unknown>('/api/chat/typing', { targetKind, targetId, isTyping });

export const markChatRead = (api: ApiClient, pairingId: string, postId: string) =>
  api.post<unknown>('/api/chat/read', { pairingId, postId });

export const fetchChatReceipt = (api: ApiClient, pairingId: string) =>
  api.get<ChatReadReceipt | null>('/api/chat/read', { pairingId });

export const fetchChatSettings = (api: ApiClient) => api.get<ChatSettings>('/api/chat/settings');

export const saveChatSettings = (api: ApiClient, settings: ChatSettings) =>
  api.patch<ChatSettings>('/api/chat/settings', settings);

export const editChatMessage = (api: ApiClient, postId: string, modifiedBy: string, content: string) =>
  api.patch<Post | null>('/api/post', { postId, modifiedBy, content });
