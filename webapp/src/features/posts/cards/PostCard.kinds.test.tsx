import { peopleCopy, postsCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAsViewer } from '../../profile/test-viewer';
import type { PostContext } from '../post-context';
import { PostCard } from './PostCard';
import { ada, grace, makePost, meta } from './test-posts';

afterEach(cleanup);

const home: PostContext = { kind: 'home' };
const group: PostContext = { kind: 'group', groupId: 'g1' };
const relationship: PostContext = { kind: 'relationship', pairingId: 'pr1', otherUserId: 'grace' };
const connected = {
  'GET /api/pairing/status': () => ({ body: { status: 'connected', pairingId: 'pr1' } }),
};
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

/** A group post's sentence: its 'N others' is a button of its own, so the paragraph is matched whole. */
const findSentence = (text: string) =>
  screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === text);

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
    expect(await findSentence('Grace Hopper created this group with You, Bo X, Cy X, Di X and 2 others.')).toBeTruthy();
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
    expect(await findSentence('Grace Hopper created this group with You, B X, C X, D X and 8 others.')).toBeTruthy();
    // Five avatars (the author and four members), then the other eight of thirteen.
    expect(container.querySelector('[aria-hidden="true"].flex')?.textContent).toContain('+8');
  });

  it('names only the members added at the time of the post', async () => {
    const post = makePost({ type: 'groupMembersAdded', content: null, groupId: 'g1' });
    renderAsViewer(<PostCard post={post} context={group} />, members);
    expect(await findSentence('Grace Hopper added You, Bo X, Cy X, Di X and 1 other to this group.')).toBeTruthy();
  });

  it('renders nothing for a connection post in a group, and the pair elsewhere', async () => {
    const post = makePost({ type: 'connection', content: null, pairingId: 'pr1' });
    const { container } = renderAsViewer(<PostCard post={post} context={group} />, {});
    expect(container.querySelector('article')).toBeNull();
    cleanup();
    renderAsViewer(<PostCard post={post} context={relationship} />, connected);
    expect(await screen.findByText(postsCopy.connection('You', 'Grace Hopper'))).toBeTruthy();
    // Connected: no button on the card (spec 3 §4.1).
    expect(screen.queryByRole('button', { name: /CONNECT|ACCEPT/ })).toBeNull();
    cleanup();
    renderAsViewer(<PostCard post={{ ...post, createdBy: ada }} context={home} />, {
      ...connected,
      'GET /api/pairing/id': () => ({ body: { pairingId: 'pr1', otherUserId: 'grace', status: 'connected' } }),
      'GET /api/user/id': ({ url }) => ({
        body: { ...grace, userId: url.searchParams.get('userId'), firstName: 'Grace' },
      }),
    });
    expect(await screen.findByText(postsCopy.connection('You', 'Grace Hopper'))).toBeTruthy();
  });

  it('tells the invitee who asked and offers ACCEPT; accepting turns the card into the connection', async () => {
    const post = makePost({ type: 'connection', content: null, pairingId: 'pr1' });
    let status = 'invited-to-connect';
    const { fetch } = renderAsViewer(<PostCard post={post} context={relationship} />, {
      'GET /api/pairing/status': () => ({ body: { status, pairingId: 'pr1' } }),
      'POST /api/user/connect': () => {
        status = 'connected';
        return { body: { pairingId: 'pr1', status: 'connected' } };
      },
    });
    expect(await screen.findByText(peopleCopy.connection.acceptText('Grace Hopper'))).toBeTruthy();
    expect(screen.queryByText(postsCopy.connection('You', 'Grace Hopper'))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `${peopleCopy.connection.accept}: Grace Hopper` }));
    expect(await screen.findByText(postsCopy.connection('You', 'Grace Hopper'))).toBeTruthy();
    const connect = fetch.mock.calls.find(([url]) => String(url).includes('/api/user/connect'));
    expect(JSON.parse(String(connect?.[1]?.body))).toMatchObject({ userId: 'me', connectWithUserId: 'grace' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /ACCEPT/ })).toBeNull());
  });

  it('tells the one who asked that the invitation is sent, with no button: only the invitee accepts', async () => {
    const post = makePost({ type: 'connection', content: null, pairingId: 'pr1', createdBy: ada });
    renderAsViewer(<PostCard post={post} context={relationship} />, {
      'GET /api/pairing/status': () => ({ body: { status: 'requested', pairingId: 'pr1' } }),
      'GET /api/user/id': () => ({ body: grace }),
    });
    expect(await screen.findByText(peopleCopy.connection.invitationSent)).toBeTruthy();
    expect(screen.getByText(/Grace will see your request and can accept it\./)).toBeTruthy();
    expect(screen.queryByText(/started a relationship/)).toBeNull();
    expect(screen.queryByRole('button', { name: /ACCEPT|CONNECT/ })).toBeNull();
  });

  it('offers CONNECT when the pair has no pairing any more (or the lookup fails)', async () => {
    const post = makePost({ type: 'connection', content: null, pairingId: 'pr1' });
    renderAsViewer(<PostCard post={post} context={relationship} />, {
      'GET /api/pairing/status': () => ({ body: { status: 'undefined' } }),
    });
    expect(await screen.findByRole('button', { name: `${peopleCopy.connection.connect}: Grace Hopper` })).toBeTruthy();
    expect(screen.getByText(peopleCopy.connection.connectText('Grace Hopper'))).toBeTruthy();
  });
});
