import { postsCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAsViewer } from '../../../profile/test-viewer';
import { PostCard } from '../PostCard';
import { makePost, meta } from '../test-posts';

afterEach(cleanup);

const at = '2026-11-23T16:05:00.000Z';
const person = (n: number) => ({ userId: `u${n}`, firstName: `Member${n}`, lastName: 'X' });
/** The author (grace), the viewer and 19 others: 20 members besides the author. */
const everyone = [
  { userId: 'grace', firstName: 'Grace', lastName: 'Hopper' },
  { userId: 'me', firstName: 'Ada', lastName: 'Lovelace' },
  ...Array.from({ length: 19 }, (_, index) => person(index + 1)),
].map((member) => ({
  ...member,
  role: 'member',
  email: null,
  avatar: null,
  title: null,
  company: null,
  headline: null,
  joinedAt: at,
}));
// The card carries the first five it names and their number.
const post = makePost({
  type: 'groupCreated',
  content: null,
  groupId: 'g1',
  postMeta: [meta('members', everyone.slice(1, 6)), meta('membersTotal', '20')],
});

describe("the tooltip on a group post's 'N others'", () => {
  it('reads the members on focus and names up to 12 of the others, then "and N others"; Escape hides it', async () => {
    const members = vi.fn(() => ({ body: { results: everyone, count: everyone.length } }));
    renderAsViewer(<PostCard post={post} context={{ kind: 'home' }} />, { 'GET /api/group/members': members });
    const trigger = await screen.findByRole('button', { name: postsCopy.othersCount(16) });
    // The card alone asks for nothing.
    expect(members).not.toHaveBeenCalled();
    act(() => trigger.focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    await waitFor(() => expect(tooltip.querySelectorAll('li')).toHaveLength(13));
    const lines = [...tooltip.querySelectorAll('li')].map((item) => item.textContent);
    // Member1-3 are named in the sentence (with You); the tooltip starts after them.
    expect(lines.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, index) => `Member${index + 4} X`));
    expect(lines[12]).toBe(postsCopy.membersTooltipMore(4));
    expect(lines[12]).toBe('and 4 others');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(members).toHaveBeenCalledTimes(1);
  });

  it('opens on hover and closes when the pointer leaves; a short list has no "and N others"', async () => {
    const few = everyone.slice(0, 8);
    const small = makePost({
      type: 'groupCreated',
      content: null,
      groupId: 'g2',
      postMeta: [meta('members', few.slice(1, 6)), meta('membersTotal', '7')],
    });
    renderAsViewer(<PostCard post={small} context={{ kind: 'home' }} />, {
      'GET /api/group/members': () => ({ body: { results: few, count: few.length } }),
    });
    const trigger = await screen.findByRole('button', { name: postsCopy.othersCount(3) });
    fireEvent.mouseEnter(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() =>
      expect([...tooltip.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
        'Member4 X',
        'Member5 X',
        'Member6 X',
      ]),
    );
    fireEvent.mouseLeave(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
