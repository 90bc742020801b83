import { postsCopy } from '@shared/ui-copy';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAsViewer } from '../../profile/test-viewer';
import type { PostContext } from '../post-context';
import { PostCard } from './PostCard';
import { ada, grace, makePost, meta } from './test-posts';

afterEach(cleanup);

const home: PostContext = { kind: 'home' };
const group: PostContext = { kind: 'group', groupId: 'g1' };
const relationship: PostContext = { kind: 'relationship', pairingId: 'pr1', otherUserId: 'grace' };
const member = (userId: string, firstName: string, joinedAt: string) => ({
  userId,
  firstName,
  lastName: 'X',
  role: 'member',
  email: null,
  avatar: null,
  title: null,
  company: null,
  headline: null,
  joinedAt,
});
const at = '2026-11-23T16:05:00.000Z';
const members = {
  'GET /api/group/members': () => ({
    body: {
      results: [
        member('grace', 'Grace', at),
        member('me', 'Ada', at),
        member('b', 'Bo', at),
        member('c', 'Cy', at),
        member('d', 'Di', at),
        member('e', 'Ed', at),
        member('old', 'Old', '2025-01-01T00:00:00.000Z'),
      ],
      count: 7,
    },
  }),
};

describe('PostCard text and graph kinds', () => {
  it('shows a text post with its author, profile link and date, as an article', () => {
    renderAsViewer(<PostCard post={makePost({ isEdited: true })} context={home} />, {});
    const article = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(article.textContent).toContain('Hello team');
    expect(screen.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/cp/grace.hopper');
    expect(article.querySelector('time')?.getAttribute('datetime')).toBe(at);
    expect(screen.getByText(postsCopy.edited)).toBeTruthy();
    expect(screen.getByRole('button', { name: postsCopy.viewThread })).toBeTruthy();
  });

  it('names the members of a new group: four names then N others', async () => {
    const post = makePost({ type: 'groupCreated', content: null, groupId: 'g1' });
    renderAsViewer(<PostCard post={post} context={group} />, members);
    expect(
      await screen.findByText('Grace Hopper created this group with You, Bo X, Cy X, Di X and 2 others.'),
    ).toBeTruthy();
  });

  it('names the members the post carries, counting the others from its total, without asking for the list', async () => {
    const carried = ['me', 'b', 'c', 'd', 'e'].map((userId) => ({
      userId,
      firstName: userId.toUpperCase(),
      lastName: 'X',
    }));
    const post = makePost({
      type: 'groupCreated',
      content: null,
      groupId: 'g1',
      postMeta: [meta('members', carried), meta('membersTotal', '12')],
    });
    // No member list is served: a request for it would fail the render.
    const { container } = renderAsViewer(<PostCard post={post} context={group} />, {});
    expect(
      await screen.findByText('Grace Hopper created this group with You, B X, C X, D X and 8 others.'),
    ).toBeTruthy();
    // Five avatars (the author and four members), then the other eight of thirteen.
    expect(container.querySelector('[aria-hidden="true"].flex')?.textContent).toContain('+8');
  });

  it('names only the members added at the time of the post', async () => {
    const post = makePost({ type: 'groupMembersAdded', content: null, groupId: 'g1' });
    renderAsViewer(<PostCard post={post} context={group} />, members);
    expect(await screen.findByText('Grace Hopper added You, Bo X, Cy X, Di X and 1 other to this group.')).toBeTruthy();
  });

  it('renders nothing for a connection post in a group, and the pair elsewhere', async () => {
    const post = makePost({ type: 'connection', content: null, pairingId: 'pr1' });
    const { container } = renderAsViewer(<PostCard post={post} context={group} />, {});
    expect(container.querySelector('article')).toBeNull();
    cleanup();
    renderAsViewer(<PostCard post={post} context={relationship} />, {});
    expect(await screen.findByText(postsCopy.connection('You', 'Grace Hopper'))).toBeTruthy();
    cleanup();
    renderAsViewer(<PostCard post={{ ...post, createdBy: ada }} context={home} />, {
      'GET /api/pairing/id': () => ({ body: { pairingId: 'pr1', otherUserId: 'grace', status: 'connected' } }),
      'GET /api/user/id': ({ url }) => ({
        body: { ...grace, userId: url.searchParams.get('userId'), firstName: 'Grace' },
      }),
    });
    expect(await screen.findByText(postsCopy.connection('You', 'Grace Hopper'))).toBeTruthy();
  });
});
