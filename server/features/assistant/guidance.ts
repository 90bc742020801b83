import { ASSISTANT_META, type AssistantGuidanceState } from '@shared/assistant';
import { guidanceStateOf } from '@shared/assistant-readiness';
import { assistantCopy } from '@shared/copy/assistant';
import { postEvents } from '@shared/events';
import { channel } from '@shared/realtime';
import type { AssistantTable } from '../../db/schema';
import type { Services } from '../../services';
import { postToOwner } from './assistant-posts';

/**
 * Meg's guidance post (spec 3 §4.4) in the assistant relationship: when the owner's readiness
 * moves to another state, Meg posts the new state (a panel in the web app) and takes back the
 * one before, so the relationship holds one, current, guidance post. A new assistant (plain
 * `setup`) has none: the welcome post says as much.
 */
export async function syncGuidance(services: Services, row: AssistantTable, subscribed: boolean): Promise<void> {
  const state = guidanceStateOf({
    subscribed,
    enabled: row.enabled === 1,
    setup: row.setupCompleted === 1,
    trained: row.trained === 1,
  });
  const shown = await shownGuidance(services, row.pairingId);
  if (shown.at(0)?.state === state || (!shown.length && state === 'setup')) return;
  const now = new Date().toISOString();
  if (shown.length) {
    await services.db
      .updateTable('post')
      .set({ deletedAt: now, deletedBy: row.assistantUserId, updatedAt: now })
      .where(
        'id',
        'in',
        shown.map((post) => post.id),
      )
      .execute();
    for (const post of shown)
      await services.realtime.publish(channel.pair(row.pairingId), postEvents.deleted, {
        postId: post.id,
        pairingId: row.pairingId,
      });
  }
  const copy = assistantCopy.guidance.states[state];
  await postToOwner(services, row, {
    type: 'chat',
    content: `${copy.title}. ${copy.text}`,
    meta: { [ASSISTANT_META.state]: { state } },
  });
}

/** The guidance posts still shown in the assistant relationship, newest first. */
async function shownGuidance(services: Services, pairingId: string) {
  const rows = await services.db
    .selectFrom('post')
    .innerJoin('post_meta', 'post_meta.postId', 'post.id')
    .select(['post.id', 'post_meta.value'])
    .where('post.pairingId', '=', pairingId)
    .where('post.deletedAt', 'is', null)
    .where('post_meta.name', '=', ASSISTANT_META.state)
    .orderBy('post.createdAt', 'desc')
    .orderBy('post.id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, state: stateIn(row.value) }));
}

function stateIn(value: string): AssistantGuidanceState | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && 'state' in parsed
      ? ((parsed as { state: AssistantGuidanceState }).state ?? null)
      : null;
  } catch {
    return null;
  }
}
