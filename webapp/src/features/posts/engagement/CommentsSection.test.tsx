import { messages } from '@shared/messages';
import { engagementCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../ui/toast-store';
import { makeComment, makePost, me, person, renderEngagement } from './engagement-test-server';
import { SEEK_MAX_ROWS } from './use-seek-comment';

const copy = engagementCopy.comments;

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const list = () => screen.findByRole('list', { name: copy.listLabel });
const messagesShown = (ul: HTMLElement) =>
  within(ul)
    .getAllByRole('article')
    .map((article) => article.querySelector('p')?.textContent);
const composer = () => screen.getByRole('textbox', { name: copy.composerLabel });
const sendButton = () => screen.getByRole('button', { name: copy.send });
const commentPosts = (fetch: ReturnType<typeof renderEngagement>['fetch']) =>
  fetch.mock.calls.filter(([url, init]) => String(url).includes('/api/comment') && init?.method === 'POST');

const idempotencyKeyOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

describe('Comments', () => {
  it('lists comments newest first, one row per commentId', async () => {
    const older = makeComment({ message: 'older', createdAt: '2026-11-21T08:00:00.000Z' });
    const newer = makeComment({ message: 'newer', createdAt: '2026-11-21T09:00:00.000Z' });
    const { queryClient } = renderEngagement(makePost(), { comments: [older, newer], commentsOpen: true });
    expect(messagesShown(await list())).toEqual(['newer', 'older']);
    expect(screen.queryByRole('button', { name: copy.viewMore })).toBeNull();
    // A page that overlaps (pages shift as comments arrive) does not show a comment twice.
    await act(async () => {
      queryClient.setQueryData(['posts', 'engagement', 'p1', 'comments'], (data: { pages: unknown[] } | undefined) =>
        data ? { ...data, pages: [...data.pages, { results: [older], count: 2 }] } : data,
      );
    });
    expect(messagesShown(await list())).toEqual(['newer', 'older']);
  });

  it('shows VIEW MORE while the server holds more than are loaded', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      makeComment({ message: `m${i}`, createdAt: new Date(Date.UTC(2026, 10, 21, 9, i)).toISOString() }),
    );
    renderEngagement(makePost(), { comments: many, commentsOpen: true });
    expect(messagesShown(await list())).toHaveLength(10);
    expect(messagesShown(await list())[0]).toBe('m11');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: copy.viewMore })));
    await waitFor(() => expect(messagesShown(screen.getByRole('list', { name: copy.listLabel }))).toHaveLength(12));
    expect(messagesShown(screen.getByRole('list', { name: copy.listLabel })).at(-1)).toBe('m0');
    expect(screen.queryByRole('button', { name: copy.viewMore })).toBeNull();
  });

  it('opens from the Comment button showing the count, with an empty state', async () => {
    renderEngagement(makePost());
    const toggle = await screen.findByRole('button', { name: engagementCopy.commentsToggle(0) });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByRole('heading', { name: copy.emptyTitle })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('sends on Enter with an Idempotency-Key; Shift+Enter does not send; Send is disabled while empty', async () => {
    const { fetch } = renderEngagement(makePost(), { commentsOpen: true });
    await screen.findByRole('heading', { name: copy.emptyTitle });
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(composer(), { target: { value: '   ' } });
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(composer(), { target: { value: 'First line' } });
    expect(fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true })).toBe(true);
    expect(commentPosts(fetch)).toHaveLength(0);
    await act(async () => fireEvent.keyDown(composer(), { key: 'Enter' }));
    await waitFor(() =>
      expect(messagesShown(screen.getByRole('list', { name: copy.listLabel }))).toEqual(['First line']),
    );
    const [[, init]] = commentPosts(fetch) as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      createdBy: me.userId,
      message: 'First line',
      entityId: 'p1',
      entityName: 'Post',
    });
    expect(idempotencyKeyOf(init)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect((composer() as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: engagementCopy.commentsToggle(1) })).toBeTruthy());
  });

  it('keeps the text on failure with the error, and a retry reuses the same Idempotency-Key', async () => {
    let fails = true;
    const { fetch } = renderEngagement(makePost(), {
      commentsOpen: true,
      routes: {
        'POST /api/comment': ({ body }) =>
          fails
            ? { status: 503, body: { message: 'Service unavailable.' } }
            : { body: makeComment({ message: (body as { message: string }).message, createdBy: me }) },
      },
    });
    await screen.findByRole('heading', { name: copy.emptyTitle });
    fireEvent.change(composer(), { target: { value: 'Keep me' } });
    await act(async () => fireEvent.click(sendButton()));
    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable.');
    expect((composer() as HTMLTextAreaElement).value).toBe('Keep me');
    fails = false;
    await act(async () => fireEvent.click(sendButton()));
    await waitFor(() => expect((composer() as HTMLTextAreaElement).value).toBe(''));
    const keys = commentPosts(fetch).map(([, init]) => idempotencyKeyOf(init));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders a comment message and a commenter name holding markup as plain text', async () => {
    const payload = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>\nline two';
    const name = '<b onmouseover=alert(1)>Eve</b>';
    renderEngagement(makePost(), {
      commentsOpen: true,
      comments: [makeComment({ message: payload, createdBy: person('eve', name, '<i>X</i>') })],
    });
    const ul = await list();
    const article = within(ul).getByRole('article');
    expect(article.querySelector('p')?.textContent).toBe(payload);
    expect(within(article).getByText(`${name} <i>X</i>`)).toBeTruthy();
    expect(ul.querySelector('img, script, b, i')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('marks edited comments and lets the author delete after confirmation, with the spec toast', async () => {
    const mine = makeComment({ message: 'mine', createdBy: me, isEdited: true, createdAt: '2026-11-22T10:00:00.000Z' });
    const theirs = makeComment({ message: 'theirs', createdAt: '2026-11-22T09:00:00.000Z' });
    renderEngagement(makePost(), { commentsOpen: true, comments: [mine, theirs] });
    const ul = await list();
    const [first, second] = within(ul).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByText(copy.edited)).toBeTruthy();
    expect(within(second).queryByRole('button', { name: copy.options })).toBeNull();
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: copy.options })));
    const deleteItem = await screen.findByRole('menuitem', { name: copy.delete });
    await act(async () => fireEvent.click(deleteItem));
    const dialog = await screen.findByRole('alertdialog', { name: copy.confirmTitle });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: copy.confirmDelete })));
    await waitFor(() => expect(screen.queryByText('mine')).toBeNull());
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([messages.comments.deleted]);
    expect(screen.getByText('theirs')).toBeTruthy();
  });

  it('lets the author edit a comment in place; Save waits for a change', async () => {
    renderEngagement(makePost(), { commentsOpen: true, comments: [makeComment({ message: 'draft', createdBy: me })] });
    const article = within(await list()).getByRole('article');
    await act(async () => fireEvent.click(within(article).getByRole('button', { name: copy.options })));
    const editItem = await screen.findByRole('menuitem', { name: copy.edit });
    await act(async () => fireEvent.click(editItem));
    const field = within(article).getByRole('textbox', { name: copy.editLabel });
    const save = within(article).getByRole('button', { name: copy.save });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: 'final words' } });
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(within(article).getByText('final words')).toBeTruthy());
    expect(within(article).getByText(copy.edited)).toBeTruthy();
    expect(within(article).queryByRole('textbox')).toBeNull();
  });

  it('lists replies under a comment and sends a reply with its own composer', async () => {
    const parent = makeComment({ message: 'parent', replyCount: 1 });
    const reply = makeComment({ message: 'a reply', parentId: parent.commentId });
    const { fetch } = renderEngagement(makePost(), { commentsOpen: true, comments: [parent, reply] });
    const ul = await list();
    expect(within(ul).getAllByRole('article')).toHaveLength(1);
    await act(async () => fireEvent.click(within(ul).getByRole('button', { name: /Reply/ })));
    const replies = await screen.findByRole('list', { name: copy.repliesLabel('Bob Stone') });
    expect(within(replies).getByText('a reply')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: copy.replyLabel });
    fireEvent.change(field, { target: { value: 'answer' } });
    await act(async () => fireEvent.keyDown(field, { key: 'Enter' }));
    await waitFor(() => expect(within(replies).getByText('answer')).toBeTruthy());
    const body = JSON.parse(String(commentPosts(fetch)[0]?.[1]?.body));
    expect(body).toMatchObject({ entityId: parent.commentId, entityName: 'Comment' });
  });

  it('highlights the comment a notification linked to, and only that one', async () => {
    const other = makeComment({ message: 'other', createdAt: '2026-11-21T08:00:00.000Z' });
    const target = makeComment({ message: 'target', createdAt: '2026-11-21T09:00:00.000Z' });
    renderEngagement(makePost(), {
      commentsOpen: true,
      comments: [other, target],
      path: `/?threadPostId=p1&commentId=${target.commentId}&notificationId=n1`,
    });
    const ul = await list();
    const highlighted = ul.querySelectorAll('[data-highlighted]');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]?.getAttribute('aria-current')).toBe('true');
    expect(highlighted[0]?.getAttribute('data-comment-id')).toBe(target.commentId);
    expect(within(highlighted[0] as HTMLElement).getByText('target')).toBeTruthy();
  });

  it('opens the replies of a comment when the link names one of its replies, and highlights that reply', async () => {
    const parent = makeComment({ message: 'parent', replyCount: 1 });
    const reply = makeComment({ message: 'the reply', parentId: parent.commentId });
    renderEngagement(makePost(), {
      commentsOpen: true,
      comments: [parent, reply],
      path: `/?threadPostId=p1&commentId=${parent.commentId}&commentReplyId=${reply.commentId}`,
    });
    const replies = await screen.findByRole('list', { name: copy.repliesLabel('Bob Stone') });
    const article = within(replies).getByRole('article');
    expect(article.getAttribute('aria-current')).toBe('true');
    expect(within(article).getByText('the reply')).toBeTruthy();
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: copy.replyLabel }));
  });

  it('loads older pages until the linked comment is there (the 25th of 25), then highlights it', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      makeComment({ message: `m${i}`, createdAt: new Date(Date.UTC(2026, 10, 22, 9, i)).toISOString() }),
    );
    const oldest = many[0] as (typeof many)[number];
    const { fetch } = renderEngagement(makePost(), {
      commentsOpen: true,
      comments: many,
      path: `/?threadPostId=p1&commentId=${oldest.commentId}&notificationId=n1`,
    });
    const ul = await list();
    await waitFor(() => expect(ul.querySelector('[data-highlighted]')).toBeTruthy(), { timeout: 5000 });
    const highlighted = ul.querySelector('[data-highlighted]') as HTMLElement;
    expect(highlighted.getAttribute('data-comment-id')).toBe(oldest.commentId);
    expect(within(highlighted).getByText('m0')).toBeTruthy();
    expect(messagesShown(ul)).toHaveLength(25);
    const pages = fetch.mock.calls.filter(([url]) => String(url).includes('/api/comment/post'));
    expect(pages.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('skip'))).toEqual([
      '0',
      '10',
      '20',
    ]);
  });

  it('stops at the page holding the linked comment', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      makeComment({ message: `n${i}`, createdAt: new Date(Date.UTC(2026, 10, 23, 9, i)).toISOString() }),
    );
    // Newest first: n24…n15 on the first page, n14…n5 on the second.
    const onSecondPage = many[12] as (typeof many)[number];
    renderEngagement(makePost(), {
      commentsOpen: true,
      comments: many,
      path: `/?threadPostId=p1&commentId=${onSecondPage.commentId}`,
    });
    const ul = await list();
    await waitFor(() => expect(ul.querySelector('[data-highlighted]')?.textContent).toContain('n12'), {
      timeout: 5000,
    });
    expect(messagesShown(ul)).toHaveLength(20);
    expect(screen.getByRole('button', { name: copy.viewMore })).toBeTruthy();
  });

  it('a link to a reply of an old comment loads its page, opens its replies and highlights the reply', async () => {
    const parent = makeComment({ message: 'old parent', replyCount: 1, createdAt: '2026-11-01T09:00:00.000Z' });
    const reply = makeComment({ message: 'late reply', parentId: parent.commentId });
    const newer = Array.from({ length: 24 }, (_, i) =>
      makeComment({ message: `r${i}`, createdAt: new Date(Date.UTC(2026, 10, 24, 9, i)).toISOString() }),
    );
    renderEngagement(makePost(), {
      commentsOpen: true,
      comments: [parent, reply, ...newer],
      path: `/?threadPostId=p1&commentId=${parent.commentId}&commentReplyId=${reply.commentId}`,
    });
    const replies = await screen.findByRole('list', { name: copy.repliesLabel('Bob Stone') }, { timeout: 5000 });
    const article = within(replies).getByRole('article');
    expect(article.getAttribute('aria-current')).toBe('true');
    expect(within(article).getByText('late reply')).toBeTruthy();
  });

  it('a link to a reply beyond the first 50 loads further reply pages until it is there, and highlights it', async () => {
    const parent = makeComment({ message: 'busy parent', replyCount: 61 });
    const oldest = makeComment({
      message: 'the oldest reply',
      parentId: parent.commentId,
      createdAt: '2026-11-01T09:00:00.000Z',
    });
    const newer = Array.from({ length: 60 }, (_, i) =>
      makeComment({
        message: `reply ${i}`,
        parentId: parent.commentId,
        createdAt: new Date(Date.UTC(2026, 10, 20, 9, i)).toISOString(),
      }),
    );
    const { fetch } = renderEngagement(makePost(), {
      commentsOpen: true,
      // The server answers replies newest first: the oldest is on the second page.
      comments: [parent, ...newer.reverse(), oldest],
      path: `/?threadPostId=p1&commentId=${parent.commentId}&commentReplyId=${oldest.commentId}`,
    });
    const replies = await screen.findByRole('list', { name: copy.repliesLabel('Bob Stone') });
    await waitFor(
      () => expect(replies.querySelector('[aria-current="true"]')?.textContent).toContain('the oldest reply'),
      {
        timeout: 5000,
      },
    );
    expect(within(replies).getAllByRole('article')).toHaveLength(61);
    const skips = fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((url) => url.pathname === '/api/comment/replies')
      .map((url) => url.searchParams.get('skip'));
    expect(skips).toEqual(['0', '50']);
    expect(screen.queryByRole('button', { name: copy.viewMoreReplies })).toBeNull();
  });

  it('offers VIEW MORE REPLIES past 50 replies and loads the next page on a click', async () => {
    const parent = makeComment({ message: 'busy parent', replyCount: 55 });
    const many = Array.from({ length: 55 }, (_, i) =>
      makeComment({
        message: `reply ${i}`,
        parentId: parent.commentId,
        createdAt: new Date(Date.UTC(2026, 10, 20, 9, i)).toISOString(),
      }),
    );
    renderEngagement(makePost(), { commentsOpen: true, comments: [parent, ...many] });
    const ul = await list();
    await act(async () => fireEvent.click(within(ul).getByRole('button', { name: /Reply/ })));
    const replies = await screen.findByRole('list', { name: copy.repliesLabel('Bob Stone') });
    await waitFor(() => expect(within(replies).getAllByRole('article')).toHaveLength(50));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: copy.viewMoreReplies })));
    await waitFor(() => expect(within(replies).getAllByRole('article')).toHaveLength(55));
    expect(screen.queryByRole('button', { name: copy.viewMoreReplies })).toBeNull();
  });

  it('a link seeks at most 200 comments on its own (20 pages), then leaves VIEW MORE to the user', async () => {
    const many = Array.from({ length: 230 }, (_, i) =>
      makeComment({ message: `s${i}`, createdAt: new Date(Date.UTC(2026, 10, 25, 9, 0, i)).toISOString() }),
    );
    const oldest = many[0] as (typeof many)[number];
    const { fetch } = renderEngagement(makePost(), {
      commentsOpen: true,
      comments: many,
      path: `/?threadPostId=p1&commentId=${oldest.commentId}`,
    });
    const ul = await list();
    await waitFor(() => expect(messagesShown(ul)).toHaveLength(SEEK_MAX_ROWS), { timeout: 10_000 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: copy.viewMore }).hasAttribute('disabled')).toBe(false),
    );
    const pagesRead = () =>
      fetch.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === '/api/comment/post').length;
    expect(pagesRead()).toBe(SEEK_MAX_ROWS / 10);
    expect(ul.querySelector('[data-highlighted]')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: copy.viewMore })));
    await waitFor(() => expect(messagesShown(ul)).toHaveLength(SEEK_MAX_ROWS + 10));
    expect(pagesRead()).toBe(SEEK_MAX_ROWS / 10 + 1);
  }, 30_000);

  it('a link to a comment that no longer exists loads to the end and highlights nothing', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      makeComment({ message: `g${i}`, createdAt: new Date(Date.UTC(2026, 10, 25, 9, i)).toISOString() }),
    );
    renderEngagement(makePost(), { commentsOpen: true, comments: many, path: '/?threadPostId=p1&commentId=gone' });
    const ul = await list();
    await waitFor(() => expect(messagesShown(ul)).toHaveLength(12), { timeout: 5000 });
    expect(ul.querySelector('[data-highlighted]')).toBeNull();
    expect(screen.queryByRole('button', { name: copy.viewMore })).toBeNull();
  });

  it("shows 'This reply was deleted by the author.' when the parent is gone", async () => {
    const parent = makeComment({ message: 'parent', replyCount: 1 });
    renderEngagement(makePost(), {
      commentsOpen: true,
      comments: [parent],
      routes: { 'GET /api/comment/replies': () => ({ status: 404, body: { message: messages.comments.notFound } }) },
    });
    const ul = await list();
    await act(async () => fireEvent.click(within(ul).getByRole('button', { name: /Reply/ })));
    expect(await screen.findByText(messages.comments.notFound)).toBeTruthy();
  });
});
