import type { Post } from '@shared/api/posts';
import { ASSISTANT_META } from '@shared/assistant';
import { describe, expect, it } from 'vitest';
import { TEST_PERSONA_NAME, testModeAuthorName } from './test-mode-names';

const post = (authorId: string, meta: Post['postMeta'] = []) =>
  ({ createdBy: { userId: authorId }, postMeta: meta }) as Pick<Post, 'postMeta' | 'createdBy'>;
const megReply = (authorId: string) =>
  post(authorId, [
    {
      postMetaId: 'p1:0',
      name: ASSISTANT_META.response,
      value: JSON.stringify({ name: 'Meg' }),
      createdBy: authorId,
      modifiedBy: authorId,
    },
  ]);

describe('names in the test persona relationship', () => {
  it("shows Meg's replies as Meg and what the owner writes there as the test persona", () => {
    expect(testModeAuthorName(megReply('owner'), 'owner', true)).toBe('Meg');
    expect(testModeAuthorName(post('owner'), 'owner', true)).toBe(TEST_PERSONA_NAME);
    expect(TEST_PERSONA_NAME).toBe('Taylor Sample');
  });

  it("keeps the author's own name outside test mode and for anyone else's post", () => {
    expect(testModeAuthorName(megReply('owner'), 'owner', false)).toBeNull();
    expect(testModeAuthorName(post('owner'), 'owner', false)).toBeNull();
    expect(testModeAuthorName(post('someone-else'), 'owner', true)).toBeNull();
    expect(testModeAuthorName(post('owner'), undefined, true)).toBeNull();
  });
});
