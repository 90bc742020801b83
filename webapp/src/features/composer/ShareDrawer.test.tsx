import { messages } from '@shared/messages';
import { composerCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../ui/toast-store';
import { makePost } from '../posts/cards/test-posts';
import { useComposerStore } from './composer-store';
import { baseRoutes, bodyOf, drawer, initOf, location, postCalls, renderComposer, tile, toasts } from './test-composer';

beforeEach(() => {
  useToastStore.getState().clear();
  useComposerStore.setState({ isOpen: false, blockedMeetingUrl: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the visibility question', () => {
  it('asks who to share with, and hides Public for meet and sign', async () => {
    renderComposer();
    fireEvent.click(tile(composerCopy.tiles.share));
    expect(within(drawer()).getByText(messages.composer.whoWith('share'))).toBeTruthy();
    expect(within(drawer()).getByRole('button', { name: /^Public/ })).toBeTruthy();
    fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(tile(composerCopy.tiles.meet));
    expect(within(drawer()).getByText(messages.composer.whoWith('meet'))).toBeTruthy();
    expect(within(drawer()).queryByRole('button', { name: /^Public/ })).toBeNull();
    expect(within(drawer()).getByRole('button', { name: /^Specific People/ })).toBeTruthy();
    expect(within(drawer()).getByRole('button', { name: /^Collaboration Group/ })).toBeTruthy();
    expect(within(drawer()).getByRole('button', { name: /^All of my relationships/ })).toBeTruthy();
  });

  it('says so when there is no group, and back returns to the question', async () => {
    renderComposer(baseRoutes({ 'GET /api/search/groups': () => ({ body: { results: [], count: 0 } }) }));
    fireEvent.click(tile(composerCopy.tiles.share));
    await waitFor(() => expect(useComposerStore.getState().isOpen).toBe(true));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.click(within(drawer()).getByRole('button', { name: /^Collaboration Group/ }));
    expect(toasts()).toContain(messages.composer.noGroup);
    fireEvent.click(within(drawer()).getByRole('button', { name: /^Specific People/ }));
    expect(within(drawer()).getByRole('combobox', { name: composerCopy.people.label })).toBeTruthy();
    fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.next }));
    expect(toasts()).toContain(messages.composer.pickRelationships);
    fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.back }));
    expect(within(drawer()).getByText(messages.composer.whoWith('share'))).toBeTruthy();
  });
});

describe('posting', () => {
  it('warns about an empty post, then posts publicly with an Idempotency-Key and goes home', async () => {
    const { fetch } = renderComposer();
    fireEvent.click(tile(composerCopy.tiles.share));
    fireEvent.click(within(drawer()).getByRole('button', { name: /^Public/ }));
    fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.post }));
    expect(toasts()).toContain(messages.composer.emptyPost);
    expect(postCalls(fetch, '/api/post')).toHaveLength(0);

    fireEvent.change(within(drawer()).getByRole('textbox', { name: composerCopy.description.label }), {
      target: { value: 'Hello all' },
    });
    expect(within(drawer()).getByText('You shared a post with Everyone (Public)')).toBeTruthy();
    await act(async () => fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.post })));
    await waitFor(() => expect(toasts()).toContain(messages.composer.published));
    const [call] = postCalls(fetch, '/api/post');
    expect(bodyOf(call)).toMatchObject({ content: 'Hello all', title: 'Ada Post', type: 'Post', visibility: 'PUBLIC' });
    expect(initOf(call).headers).toMatchObject({ 'Idempotency-Key': expect.any(String) });
    expect(location()).toBe('/');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('makes two people a group: the existing one is used and the author lands on it', async () => {
    const { fetch } = renderComposer(
      baseRoutes({
        'GET /api/group/users': () => ({ body: { results: [{ groupId: 'g7', name: 'Alan & Grace' }], count: 1 } }),
      }),
    );
    fireEvent.click(tile(composerCopy.tiles.share));
    fireEvent.click(within(drawer()).getByRole('button', { name: /^Specific People/ }));
    const input = within(drawer()).getByRole('combobox', { name: composerCopy.people.label });
    fireEvent.change(input, { target: { value: 'Gr' } });
    const graceOption = await screen.findByRole('option', { name: /Grace Hopper/ }, { timeout: 3000 });
    fireEvent.click(graceOption);
    fireEvent.change(input, { target: { value: 'Al' } });
    fireEvent.click(await screen.findByRole('option', { name: /Alan Turing/ }, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByText(composerCopy.people.existingGroupNotice('Alan & Grace'))).toBeTruthy());
    expect(useComposerStore.getState().draft.visibility).toBe('COLLABORATION_GROUP');
    const lookup = fetch.mock.calls.find(([url]) => String(url).includes('/api/group/users'));
    expect(new URL(String(lookup?.[0]), 'http://x').searchParams.getAll('userIds')).toEqual(['u1', 'u2']);

    fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.next }));
    fireEvent.change(within(drawer()).getByRole('textbox', { name: composerCopy.description.label }), {
      target: { value: 'Kick-off' },
    });
    await act(async () => fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.post })));
    await waitFor(() => expect(location()).toBe('/group/g7'));
    expect(postCalls(fetch, '/api/group')).toHaveLength(0);
    expect(bodyOf(postCalls(fetch, '/api/post')[0])).toMatchObject({
      visibility: 'COLLABORATION_GROUP',
      groupsToShareWith: ['g7'],
      usersToShareWith: [],
    });
  }, 10_000);

  it('creates a new group for invitees by e-mail, named by the rule, then posts to it', async () => {
    const createGroup = vi.fn((_body: unknown) => ({ body: { groupId: 'new1' } }));
    const { fetch } = renderComposer(baseRoutes({ 'POST /api/group': ({ body }) => createGroup(body) }));
    fireEvent.click(tile(composerCopy.tiles.share));
    fireEvent.click(within(drawer()).getByRole('button', { name: /^Specific People/ }));
    const input = within(drawer()).getByRole('combobox', { name: composerCopy.people.label });
    const typeEmail = (email: string) => {
      fireEvent.change(input, { target: { value: email } });
      fireEvent.keyDown(input, { key: 'Enter' });
    };
    typeEmail('grace@example.test');
    typeEmail('grace@example.test');
    expect(within(drawer()).getByRole('alert').textContent).toBe(messages.people.alreadyAdded('grace@example.test'));
    typeEmail('alan@example.test');
    expect(toasts()).toEqual([]);
    expect(
      within(drawer()).getByText(composerCopy.people.groupNotice('grace@example.test, alan@example.test')),
    ).toBeTruthy();
    fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.next }));
    fireEvent.change(within(drawer()).getByRole('textbox', { name: composerCopy.description.label }), {
      target: { value: 'Welcome' },
    });
    await act(async () => fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.post })));
    await waitFor(() => expect(location()).toBe('/group/new1'));
    expect(createGroup).toHaveBeenCalledWith({
      name: 'grace@example.test, alan@example.test',
      createdBy: 'me',
      members: [],
      nonRegisteredUsers: [{ email: 'grace@example.test' }, { email: 'alan@example.test' }],
    });
    expect(bodyOf(postCalls(fetch, '/api/post')[0])).toMatchObject({
      groupsToShareWith: ['new1'],
      nonRegisteredUsers: [],
    });
  });

  it('posts to the relationship it was opened on and goes there; a failure says so and keeps the draft', async () => {
    let fail = true;
    const routes = baseRoutes({
      'POST /api/post': () =>
        fail ? { status: 500, body: { message: 'boom' } } : { body: makePost({ postId: 'p9' }) },
    });
    const { fetch } = renderComposer(routes, { kind: 'pairing', userId: 'u2', name: 'Alan Turing' });
    fireEvent.click(tile(composerCopy.tiles.share));
    expect(within(drawer()).getByRole('textbox', { name: composerCopy.description.label })).toBeTruthy();
    fireEvent.change(within(drawer()).getByRole('textbox', { name: composerCopy.description.label }), {
      target: { value: 'Just us' },
    });
    await act(async () => fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.post })));
    await waitFor(() => expect(toasts()).toContain(messages.composer.failed));
    expect(drawer()).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.post })));
    await waitFor(() => expect(location()).toBe('/relationships/u2'));
    const [first, retry] = postCalls(fetch, '/api/post');
    expect(bodyOf(first)).toMatchObject({ usersToShareWith: ['u2'], visibility: 'SPECIFIC_PEOPLE' });
    const key = (call: unknown[] | undefined) => (initOf(call).headers as Record<string, string>)['Idempotency-Key'];
    expect(key(retry)).toBe(key(first));
  });

  it('uploads photos first (type checked, progress shown) and posts them pending', async () => {
    class InstantXhr {
      upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
        onprogress: null,
      };
      status = 0;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      abort() {}
      send() {
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
          this.status = 200;
          this.onload?.();
        }, 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', InstantXhr);
    const { fetch } = renderComposer(
      baseRoutes({
        'GET /api/utility/aws/presignedUrl': ({ url }) => ({
          body: `/api/files/${url.searchParams.get('filepath')}?sig=1`,
        }),
      }),
    );
    fireEvent.click(tile(composerCopy.tiles.share));
    fireEvent.click(within(drawer()).getByRole('button', { name: /^Public/ }));
    fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.contentTypes.image }));
    const picker = within(drawer()).getByLabelText(composerCopy.files.chooseImages) as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(toasts()).toContain(messages.composer.invalidFileType);
    fireEvent.change(picker, {
      target: {
        files: [
          new File(['x'], 'my photo.png', { type: 'image/png' }),
          new File(['y'], 'b.png', { type: 'image/png' }),
        ],
      },
    });
    expect(within(drawer()).getByRole('button', { name: composerCopy.files.remove('my_photo.png') })).toBeTruthy();
    fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.files.editAll }));
    fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.files.moveUp('b.png') }));
    expect(useComposerStore.getState().draft.files.map((f) => f.name)).toEqual(['b.png', 'my photo.png']);
    fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.done }));
    expect(within(drawer()).getByText('You shared an image with Everyone (Public)')).toBeTruthy();
    await act(async () => fireEvent.click(within(drawer()).getByRole('button', { name: composerCopy.post })));
    await waitFor(() => expect(toasts()).toContain(messages.composer.published));
    const body = bodyOf(postCalls(fetch, '/api/post')[0]);
    const folder = `uploads/users/me/posts/${body.postId}/original`;
    expect(body).toMatchObject({
      status: 'Pending',
      attachments: [
        { filename: 'b.png', filepath: `${folder}/b.png`, type: 'image/png' },
        { filename: 'my_photo.png', filepath: `${folder}/my_photo.png`, type: 'image/png' },
      ],
    });
  });
});
