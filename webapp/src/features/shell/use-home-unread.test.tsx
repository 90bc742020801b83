import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAsViewer } from '../profile/test-viewer';
import { useHomeUnread } from './use-home-unread';

function Marker() {
  return <p>{useHomeUnread() ? 'marked' : 'clear'}</p>;
}

const unread = (pairings: object[], groups: object[]) => ({
  'GET /api/pairing/user/unread': () => ({ body: { results: pairings, count: pairings.length } }),
  'GET /api/group/user/unread': () => ({ body: { results: groups, count: groups.length } }),
});

describe("Home's unread marker", () => {
  it('shows while a relationship or a group has something unread', async () => {
    renderAsViewer(<Marker />, unread([], [{ groupId: 'g1' }]));
    await waitFor(() => expect(screen.getByText('marked')).toBeTruthy());
  });

  it('stays clear when nothing is unread', async () => {
    const { fetch } = renderAsViewer(<Marker />, unread([], []));
    const asked = () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    await waitFor(() =>
      expect(asked()).toEqual(expect.arrayContaining(['/api/pairing/user/unread', '/api/group/user/unread'])),
    );
    expect(screen.getByText('clear')).toBeTruthy();
  });
});
