import { messages } from '@shared/messages';
import { groupsCopy, peopleCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateGroupDrawer } from '../../groups/CreateGroupDrawer';
import { renderAsViewer, type Routes } from '../../profile/test-viewer';
import { NewRelationshipDrawer } from './NewRelationshipDrawer';

afterEach(cleanup);

// The pickers search after 1000 ms (spec 1 §9), so the texts are awaited past that.
const slow = { timeout: 3000 };
const none: Routes = { 'GET /api/search/users': () => ({ body: { results: [], count: 0 } }) };
const row = (userId: string, role = 'user') => ({ userId, firstName: userId, lastName: 'X', role, pairingId: userId });
const relations = (...rows: ReturnType<typeof row>[]): Routes => ({
  'GET /api/user/connections/recent': () => ({ body: { results: rows, count: rows.length } }),
});

function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
}

describe("the recipient pickers' empty texts (spec 3 §8)", () => {
  it('says none of your relationships match when a group member search finds no one', async () => {
    renderAsViewer(<CreateGroupDrawer open onClose={() => {}} />, { ...none, ...relations(row('grace')) });
    typeInto(groupsCopy.create.members, 'Zed');
    expect(
      await screen.findByText('None of your relationships match the search criteria above.', {}, slow),
    ).toBeTruthy();
  });

  it("says 'You don't have any relations!' to someone with none (the assistant's row does not count)", async () => {
    renderAsViewer(<CreateGroupDrawer open onClose={() => {}} />, { ...none, ...relations(row('meg', 'assistant')) });
    typeInto(groupsCopy.create.members, 'Zed');
    expect(await screen.findByText("You don't have any relations!", {}, slow)).toBeTruthy();
  });

  it('says no other people were found when the To: field matches no one', async () => {
    renderAsViewer(<NewRelationshipDrawer open onClose={() => {}} />, none);
    typeInto(peopleCopy.recipients.label, 'Zed');
    expect(
      await screen.findByText('No other people found based on your search above. Please try again!', {}, slow),
    ).toBeTruthy();
  });

  it('shows the suggestions, and no empty text, when someone matches', async () => {
    renderAsViewer(<NewRelationshipDrawer open onClose={() => {}} />, {
      'GET /api/search/users': () => ({ body: { results: [row('Zed')], count: 1 } }),
    });
    typeInto(peopleCopy.recipients.label, 'Zed');
    expect(await screen.findByRole('option', { name: /Zed X/ }, slow)).toBeTruthy();
    expect(screen.queryByText(messages.search.noOtherPeople)).toBeNull();
  });

  it("says no other people were found when the drawer's People Search finds no one", async () => {
    renderAsViewer(<NewRelationshipDrawer open onClose={() => {}} />, none);
    fireEvent.change(screen.getByRole('searchbox', { name: peopleCopy.newRelationship.peopleSearch }), {
      target: { value: 'Zed' },
    });
    expect(await screen.findByText(messages.search.noOtherPeople, {}, slow)).toBeTruthy();
  });
});

describe("the drawer's People Search pages (spec 1 §9)", () => {
  it('fetches 30 people, then 10 more on "Show more people"', async () => {
    const people = Array.from({ length: 45 }, (_, index) => row(`p${index}`));
    const { fetch } = renderAsViewer(<NewRelationshipDrawer open onClose={() => {}} />, {
      'GET /api/search/users': ({ url }) => {
        const skip = Number(url.searchParams.get('skip'));
        const limit = Number(url.searchParams.get('limit'));
        return { body: { results: people.slice(skip, skip + limit), count: people.length } };
      },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: peopleCopy.newRelationship.peopleSearch }), {
      target: { value: 'p' },
    });
    expect(await screen.findByText('p29 X', {}, slow)).toBeTruthy();
    expect(screen.queryByText('p30 X')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: peopleCopy.peopleSearch.more }));
    expect(await screen.findByText('p39 X', {}, slow)).toBeTruthy();
    expect(screen.queryByText('p40 X')).toBeNull();
    const pages = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === '/api/search/users' && url.searchParams.get('scope') === 'others')
      .map((url) => `${url.searchParams.get('skip')}+${url.searchParams.get('limit')}`);
    expect(pages).toEqual(['0+30', '30+10']);
    fireEvent.click(screen.getByRole('button', { name: peopleCopy.peopleSearch.more }));
    expect(await screen.findByText('p44 X', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: peopleCopy.peopleSearch.more })).toBeNull();
  });
});
