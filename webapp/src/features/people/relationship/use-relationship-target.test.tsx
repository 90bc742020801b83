import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAsViewer, type Routes } from '../../profile/test-viewer';
import { useRelationshipTarget } from './use-relationship-target';

afterEach(cleanup);

const grace = { userId: 'u2', firstName: 'Grace', lastName: 'Hopper', avatar: null, headline: null, bio: null };

function Probe({ id }: { id: string }) {
  const target = useRelationshipTarget(id);
  if (target.isError) return <p>{target.error.message}</p>;
  return <p>{target.data ? `${target.data.firstName} ${target.data.lastName}` : 'loading'}</p>;
}

const server: Routes = {
  'POST /api/user/ids': ({ body }) => {
    const ids = (body as { ids: string[] }).ids;
    const results = ids.includes('u2') ? [grace] : [];
    return { body: { results, count: results.length } };
  },
  'GET /api/pairing/id': ({ url }) =>
    url.searchParams.get('pairingId') === 'pr1'
      ? { body: { pairingId: 'pr1', otherUserId: 'u2', status: 'connected' } }
      : { status: 404, body: { message: 'No such pairing.' } },
  'GET /api/user/id': ({ url }) =>
    url.searchParams.get('userId') === 'u2' ? { body: grace } : { status: 404, body: { message: 'No such user.' } },
};

type Fetch = ReturnType<typeof renderAsViewer>['fetch'];
// The viewer's own profile (userId=me) is the viewer provider's call, not the lookup's.
const isLookup = ([input]: Parameters<Fetch>) => !String(input).includes('userId=me');
const calls = (fetch: Fetch) =>
  fetch.mock.calls
    .filter(isLookup)
    .map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`);

describe('a relationship opened by its pairing id (notification links)', () => {
  it('finds the other person with no failing call: never GET /api/user/id with the pairing id', async () => {
    const { fetch } = renderAsViewer(<Probe id="pr1" />, server);
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    const lookups = fetch.mock.results.filter((_, index) => isLookup(fetch.mock.calls[index] as Parameters<Fetch>));
    const answers = await Promise.all(lookups.map((result) => result.value as Promise<Response>));
    expect(answers.map((answer) => answer.status)).not.toContain(404);
    expect(calls(fetch)).toEqual(['POST /api/user/ids', 'GET /api/pairing/id', 'GET /api/user/id']);
    const userCall = fetch.mock.calls.filter(isLookup).find(([input]) => String(input).includes('/api/user/id?'));
    expect(String(userCall?.[0])).toContain('userId=u2');
  });

  it('opens a relationship by user id with one call', async () => {
    const { fetch } = renderAsViewer(<Probe id="u2" />, server);
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(calls(fetch)).toEqual(['POST /api/user/ids']);
  });

  it("says 'Unable to retrieve relationship' for an id that is neither", async () => {
    renderAsViewer(<Probe id="nope" />, server);
    expect(await screen.findByText('Unable to retrieve relationship. Please try again later.')).toBeTruthy();
  });
});
