import { type KnowledgeFile, knowledgeEvents } from '@shared/knowledge';
import { channel } from '@shared/realtime';
import type { Realtime } from '../../realtime';

/**
 * `knowledge.file.progress` on the owner's channel. A change of status is stored in the
 * channel's history as ids (`{ fileId, status }`) with the whole KnowledgeFile live; the
 * reading percentage in between goes to open sockets only (ephemeral), so history is not
 * filled with ticks and a reconnecting drawer reads the list.
 */
export async function publishStatus(realtime: Realtime, userId: string, file: KnowledgeFile): Promise<void> {
  await realtime.publish(
    channel.user(userId),
    knowledgeEvents.progress,
    { fileId: file.fileId, status: file.status },
    { live: file },
  );
}

export async function publishPercent(realtime: Realtime, userId: string, file: KnowledgeFile): Promise<void> {
  await realtime.publishEphemeral(channel.user(userId), knowledgeEvents.progress, file);
}

export async function publishDeleted(realtime: Realtime, userId: string, fileId: string): Promise<void> {
  await realtime.publish(channel.user(userId), knowledgeEvents.deleted, { fileId });
}
