import { postsCopy } from '@shared/ui-copy';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAsViewer } from '../../profile/test-viewer';
import type { PostContext } from '../post-context';
import { PostCard } from './PostCard';
import { makePost } from './test-posts';

afterEach(cleanup);

const visit = () => screen.queryByRole('link', { name: postsCopy.visitWorkspace });
const show = (post: ReturnType<typeof makePost>, context: PostContext) => {
  cleanup();
  renderAsViewer(<PostCard post={post} context={context} />, {});
};

describe("a post's 'Visit this workspace'", () => {
  it('leads from the home feed and a notification to the group or relationship the post lives in', () => {
    expect(postsCopy.visitWorkspace).toBe('Visit this workspace');
    show(makePost({ groupId: 'g1', visibility: 'COLLABORATION_GROUP' }), { kind: 'home' });
    expect(visit()?.getAttribute('href')).toBe('/group/g1');
    show(makePost({ pairingId: 'pr 1', visibility: 'SPECIFIC_PEOPLE' }), { kind: 'notification' });
    expect(visit()?.getAttribute('href')).toBe('/relationships/pr%201');
  });

  it('is not offered inside the workspace itself, nor for a post of neither', () => {
    show(makePost({ groupId: 'g1' }), { kind: 'group', groupId: 'g1' });
    expect(visit()).toBeNull();
    show(makePost({ pairingId: 'pr1' }), { kind: 'relationship', pairingId: 'pr1', otherUserId: 'grace' });
    expect(visit()).toBeNull();
    show(makePost({}), { kind: 'home' });
    expect(visit()).toBeNull();
    expect(screen.getByRole('button', { name: postsCopy.viewThread })).toBeTruthy();
  });
});
