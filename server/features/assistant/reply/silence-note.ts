import { ASSISTANT_META } from '@shared/assistant';
import type { SilenceReason } from '@shared/assistant-readiness';
import { assistantCopy } from '@shared/copy/assistant';
import type { AssistantTable } from '../../../db/schema';
import type { Services } from '../../../services';
import { postToOwner } from '../assistant-posts';
import type { Message } from './repo';
import { replyPostIdFor } from './post-reply';

/**
 * Test mode's answer where a contact would get none: Meg's note in the test relationship (only
 * the owner reads it) with the reasons, in place of the reply. One per message, whatever the
 * retries: it takes the id the reply would have had.
 */
export async function postSilenceNote(
  services: Services,
  assistant: AssistantTable,
  message: Message,
  reasons: readonly SilenceReason[],
): Promise<void> {
  if (!message.pairingId || !reasons.length) return;
  const id = replyPostIdFor(message.id, assistant.ownerId);
  const existing = await services.db.selectFrom('post').select('id').where('id', '=', id).executeTakeFirst();
  if (existing) return;
  const copy = assistantCopy.silence;
  await postToOwner(
    services,
    assistant,
    {
      type: 'chat',
      content: copy.plain(reasons.map((reason) => copy.reasons[reason])),
      meta: { [ASSISTANT_META.silence]: { reasons, inReplyToPostId: message.id } },
    },
    { pairingId: message.pairingId, id },
  );
}
