import type { Post } from '@shared/api/posts';
import { TEST_PERSONA } from '@shared/assistant';
import { assistantResponseName } from './AssistantReplyNote';

export const TEST_PERSONA_NAME = `${TEST_PERSONA.firstName} ${TEST_PERSONA.lastName}`;

/**
 * Who a post in the test persona's relationship reads as (spec 2 §4 'a stand-in identity', spec 3
 * §6 'names show as Meg'): Meg's replies carry Meg's name, and what the owner writes there is
 * written as the test persona, so the thread reads as a contact asking and Meg answering.
 * Null elsewhere, and for anyone else's post: the author's own name applies.
 */
export function testModeAuthorName(
  post: Pick<Post, 'postMeta' | 'createdBy'>,
  viewerId: string | undefined,
  isTestMode: boolean,
): string | null {
  if (!isTestMode) return null;
  const assistantName = assistantResponseName(post);
  if (assistantName) return assistantName;
  return viewerId !== undefined && post.createdBy.userId === viewerId ? TEST_PERSONA_NAME : null;
}
