import { type SilenceReason, silenceReasons } from '@shared/assistant-readiness';
import type { AssistantTable } from '../../../db/schema';
import type { Services } from '../../../services';
import { subscriptionOf } from '../billing/state';
import { assistantRepo } from '../repo';
import { presenceOf } from './presence';
import type { Message } from './repo';
import { replyRepo } from './repo';

/**
 * What Meg does with a message: answer it (in test mode: the owner wrote as the test persona),
 * leave it, or look again when the owner, seen moments ago, counts as away. A test message
 * Meg leaves carries the reasons a contact would get no reply (`silence`), for test mode to show.
 */
export type Decision =
  | { action: 'reply'; isTest: boolean }
  | { action: 'skip'; reason: string; isTest: boolean; silence: SilenceReason[] }
  | { action: 'recheck'; at: Date };

const skip = (reason: string, isTest = false, silence: SilenceReason[] = []): Decision => ({
  action: 'skip',
  reason,
  isTest,
  silence,
});

/**
 * Meg answers a contact's message in a one-to-one relationship, or an applicant's in the job
 * owner's two-person applicant workspace with Meg AI on for them, when the owner is subscribed,
 * has set Meg up and trained it, switched it on (and not off for this relationship), and is
 * away. Test mode (the owner writing as the test persona in the test relationship) goes through
 * the same rules, so it shows what a contact would get; only the away rule is taken as met,
 * since the owner is there testing.
 */
export async function decide(services: Services, assistant: AssistantTable, message: Message): Promise<Decision> {
  const ownerId = assistant.ownerId;
  const isTest =
    assistant.status === 'testMode' &&
    assistant.testPairingId !== null &&
    assistant.testPairingId === message.pairingId &&
    message.createdBy === ownerId;
  if (!isTest && message.createdBy === ownerId) return skip("the owner's own message");
  let isEnabledHere = true;
  if (message.pairingId) {
    const setting = await assistantRepo(services.db).setting(ownerId, message.pairingId);
    isEnabledHere = !setting || setting.enabled === 1;
  } else if (
    !message.groupId ||
    !(await replyRepo(services.db).applicantWorkspace(message.groupId, message.createdBy, ownerId))
  ) {
    return skip('a group');
  }
  const readiness = {
    subscribed: (await subscriptionOf(services, ownerId)).subscribed,
    enabled: assistant.enabled === 1,
    setup: assistant.setupCompleted === 1,
    trained: assistant.trained === 1,
  };
  const silence = silenceReasons(readiness, isEnabledHere);
  if (silence.length) return skip(`not ready: ${silence.join(', ')}`, isTest, silence);
  if (isTest) return { action: 'reply', isTest: true };
  const presence = presenceOf(services, ownerId, assistant.lastSeenAt, assistant.awaySince);
  if (presence.state === 'online') return { action: 'skip', reason: 'the owner is online', isTest, silence };
  if (presence.state === 'seenRecently') return { action: 'recheck', at: presence.awayAt };
  return { action: 'reply', isTest: false };
}
