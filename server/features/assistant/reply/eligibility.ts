import type { AssistantTable } from '../../../db/schema';
import type { Services } from '../../../services';
import { subscriptionOf } from '../billing/state';
import { assistantRepo } from '../repo';
import { presenceOf } from './presence';
import type { Message } from './repo';
import { replyRepo } from './repo';

/**
 * What Meg does with a message: answer it (in test mode: the owner wrote as the test persona),
 * leave it, or look again when the owner, seen moments ago, counts as away.
 */
export type Decision =
  | { action: 'reply'; isTest: boolean }
  | { action: 'skip'; reason: string }
  | { action: 'recheck'; at: Date };

/**
 * Meg answers a contact's message in a one-to-one relationship, or an applicant's in the job
 * owner's two-person applicant workspace with Meg AI on for them, when the owner is subscribed,
 * has set Meg up and trained it, switched it on (and not off for this relationship), and is
 * away. In test mode the owner's own messages in the test relationship are answered at once.
 */
export async function decide(services: Services, assistant: AssistantTable, message: Message): Promise<Decision> {
  const ownerId = assistant.ownerId;
  if (!(await subscriptionOf(services, ownerId)).subscribed) return { action: 'skip', reason: 'not subscribed' };
  const isTest =
    assistant.status === 'testMode' &&
    assistant.testPairingId !== null &&
    assistant.testPairingId === message.pairingId &&
    message.createdBy === ownerId;
  if (isTest) return { action: 'reply', isTest: true };
  if (message.createdBy === ownerId) return { action: 'skip', reason: "the owner's own message" };
  if (assistant.enabled !== 1) return { action: 'skip', reason: 'switched off' };
  if (assistant.setupCompleted !== 1 || assistant.trained !== 1) return { action: 'skip', reason: 'not ready' };
  if (message.pairingId) {
    const setting = await assistantRepo(services.db).setting(ownerId, message.pairingId);
    if (setting && setting.enabled !== 1) return { action: 'skip', reason: 'off for this relationship' };
  } else if (
    !message.groupId ||
    !(await replyRepo(services.db).applicantWorkspace(message.groupId, message.createdBy, ownerId))
  ) {
    return { action: 'skip', reason: 'a group' };
  }
  const presence = presenceOf(services, ownerId, assistant.lastSeenAt, assistant.awaySince);
  if (presence.state === 'online') return { action: 'skip', reason: 'the owner is online' };
  if (presence.state === 'seenRecently') return { action: 'recheck', at: presence.awayAt };
  return { action: 'reply', isTest: false };
}
