import { messages } from '@shared/messages';
import { meetCopy, postsCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAsViewer } from '../../profile/test-viewer';
import type { PostContext } from '../post-context';
import { PostCard } from './PostCard';
import { ada, makeFile, makePost, meta } from './test-posts';

afterEach(cleanup);

const home: PostContext = { kind: 'home' };
const relationship: PostContext = { kind: 'relationship', pairingId: 'pr1', otherUserId: 'grace' };

describe('PostCard content kinds', () => {
  it('thanks an active subscriber and asks an expired one to reactivate', () => {
    const active = makePost({ type: 'subscription', title: 'Thanks!', content: 'Meg is on.' });
    renderAsViewer(<PostCard post={active} context={home} />, {});
    expect(screen.getByText('Thanks!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.posts.reactivate })).toBeNull();
    cleanup();
    const expired = makePost({
      type: 'subscription',
      title: null,
      content: null,
      postMeta: [meta('subscription', { status: 'expired' })],
    });
    renderAsViewer(<PostCard post={expired} context={home} />, {});
    expect(screen.getByText(postsCopy.subscriptionExpired)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.posts.reactivate })).toBeTruthy();
  });

  it('invites to a meeting: host link for the creator, a plea for others', async () => {
    renderAsViewer(<PostCard post={makePost({ type: 'meeting', postId: 'm1', createdBy: ada })} context={home} />, {});
    expect(screen.getByText(messages.posts.invitationSent)).toBeTruthy();
    const join = () => screen.getByRole('link', { name: messages.posts.joinMeeting });
    await waitFor(() => expect(join().getAttribute('href')).toBe(`${window.location.origin}/meet/m1?host=true`));
    cleanup();
    renderAsViewer(<PostCard post={makePost({ type: 'meeting', postId: 'm1' })} context={home} />, {});
    expect(screen.getByText(messages.posts.meetWithMeNow)).toBeTruthy();
    await waitFor(() => expect(join().getAttribute('href')).toBe(`${window.location.origin}/meet/m1`));
    expect(screen.getByRole('link', { name: meetCopy.addToCalendar }).getAttribute('href')).toBe(
      `${window.location.origin}/api/meet/m1/calendar.ics`,
    );
  });

  it('opens Join Meeting in a new window, or the Pop-ups Blocked dialog when the browser refuses', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAsViewer(<PostCard post={makePost({ type: 'meeting', postId: 'm1' })} context={home} />, {});
    const join = screen.getByRole('link', { name: messages.posts.joinMeeting });
    await waitFor(() => expect(join.getAttribute('href')).toBe(`${window.location.origin}/meet/m1`));
    fireEvent.click(join);
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/meet/m1`, '_blank');
    const dialog = await screen.findByRole('alertdialog', { name: messages.composer.popupsBlockedTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: messages.composer.stayOnPage }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    open.mockRestore();
  });

  it('shows chat, welcome (whole text) and schedule posts', () => {
    const long = `${'w'.repeat(250)} end`;
    renderAsViewer(
      <>
        <PostCard post={makePost({ type: 'chat', content: 'Hi Ada' })} context={relationship} />
        <PostCard post={makePost({ type: 'welcome', title: 'Welcome aboard', content: long })} context={home} />
        <PostCard
          post={makePost({
            type: 'schedule',
            content: 'Book me',
            postMeta: [meta('fileMeta', { postType: 'link', preview: { url: 'cal.example/grace' } })],
          })}
          context={home}
        />
      </>,
      {},
    );
    expect(screen.getByText('Hi Ada')).toBeTruthy();
    expect(screen.getByText('Welcome aboard')).toBeTruthy();
    expect(screen.getByText(long)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Schedule a meeting/ }).getAttribute('href')).toBe(
      'http://cal.example/grace',
    );
  });

  it('counts e-sign signers and switches SIGN NOW to DOWNLOAD NOW', () => {
    const doc = makeFile('nda.pdf', 'application/pdf');
    const esign = (signers: unknown[]) =>
      makePost({
        type: 'esign',
        title: 'NDA',
        attachments: [doc],
        postMeta: [meta('eSignConfiguration', { count: 2 }), meta('signersWhoHaveSigned', signers)],
      });
    renderAsViewer(<PostCard post={esign([{ userId: 'grace', signerNumber: 1 }])} context={home} />, {});
    expect(screen.getByText(/1\/2 signed/)).toBeTruthy();
    expect(screen.getByText(/1 of 2 signers are now done signing\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.posts.signNow })).toBeTruthy();
    cleanup();
    renderAsViewer(
      <PostCard
        post={esign([
          { userId: 'grace', signerNumber: 1 },
          { userId: 'me', signerNumber: 2 },
        ])}
        context={home}
      />,
      {},
    );
    expect(screen.getByText(/2\/2 signed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.posts.downloadNow }).getAttribute('href')).toBe(doc.downloadUrl);
  });

  it('embeds a reshared original, or says it was deleted or is restricted', () => {
    const original = makePost({ postId: 'o1', content: 'Original words', createdBy: ada });
    renderAsViewer(
      <PostCard
        post={makePost({ content: 'Look at this', referencePostId: 'o1', referencePost: original })}
        context={home}
      />,
      {},
    );
    expect(screen.getByText('Look at this')).toBeTruthy();
    expect(screen.getByRole('region', { name: postsCopy.reshared }).textContent).toContain('Original words');
    cleanup();
    renderAsViewer(
      <>
        <PostCard
          post={makePost({ referencePostId: 'o1', referencePost: { postId: 'o1', deleted: true } })}
          context={home}
        />
        <PostCard
          post={makePost({ referencePostId: 'o2', referencePost: { postId: 'o2', restricted: true } })}
          context={home}
        />
      </>,
      {},
    );
    expect(screen.getByText(messages.posts.deletedOriginal)).toBeTruthy();
    expect(screen.getByText(messages.posts.restricted)).toBeTruthy();
  });

  it('shows a deleted post as deleted', () => {
    renderAsViewer(<PostCard post={makePost({ deletedBy: 'grace' })} context={{ kind: 'thread' }} />, {});
    expect(screen.getByText(messages.posts.deletedOriginal)).toBeTruthy();
    expect(screen.queryByText('Hello team')).toBeNull();
  });

  it("says 'No preview match' for an unknown kind", () => {
    renderAsViewer(<PostCard post={makePost({ type: 'hologram' as never })} context={home} />, {});
    expect(screen.getByText(messages.posts.noPreviewMatch)).toBeTruthy();
  });

  it('shows the notification bar, which closes', () => {
    renderAsViewer(
      <PostCard
        post={makePost({ attachments: [makeFile('a.png', 'image/png')] })}
        context={{ kind: 'notification' }}
        highlight
      />,
      {},
    );
    expect(screen.getByText(messages.posts.highlight('picture'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: postsCopy.viewThread })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: postsCopy.closeHighlight }));
    expect(screen.queryByText(messages.posts.highlight('picture'))).toBeNull();
  });
});
