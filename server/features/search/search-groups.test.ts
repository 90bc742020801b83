import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchGroupRow, SearchMixedRow } from '@shared/api/search';
import { insertGroup } from '../../realtime/testing/people';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { idOf } from '../users/testing';

let server: TestServer;
let vera: TestClient;
let otto: TestClient;

const get = (client: TestClient, path: string, query: Record<string, string | number>) =>
  client.get(
    `/api/search/${path}?${new URLSearchParams({ userId: idOf(client), ...query } as Record<string, string>)}`,
  );

async function group(name: string, createdBy: string, members: string[]): Promise<string> {
  const id = await insertGroup(server.services.db, createdBy, members);
  await server.services.db.updateTable('groups').set({ name }).where('id', '=', id).execute();
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  vera = await signUp(server.url, { firstName: 'Vera', lastName: 'Viewer' });
  otto = await signUp(server.url, { firstName: 'Otto', lastName: 'Outsider' });
  const dana = await signUp(server.url, { firstName: 'Dana', lastName: 'Designer' });
  await group('Designers Guild', idOf(vera), [idOf(dana)]);
  await group('Design Team', idOf(dana), [idOf(vera), idOf(otto)]);
  await group('Marketing 100% Crew', idOf(vera), []);
  await group('Design Secrets', idOf(otto), [idOf(dana)]);
});
afterAll(stopTestServers);

describe('GET /api/search/groups', () => {
  it('finds only groups the viewer is a member of, the exact name first, with member counts', async () => {
    const res = await get(vera, 'groups', { term: 'design team' });
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual([{ groupId: expect.any(String), name: 'Design Team', memberCount: 3 }]);
    const design = await get(vera, 'groups', { term: 'design' });
    expect(design.body.data.results.map((g: SearchGroupRow) => g.name)).toEqual(['Design Team', 'Designers Guild']);
    expect(design.body.data.count).toBe(2);
  });

  it('never shows a group to a non-member, whatever the term', async () => {
    for (const term of ['secrets', 'design secrets', 'Design Secrets', '']) {
      const res = await get(vera, 'groups', { term });
      expect(res.body.data.results.map((g: SearchGroupRow) => g.name)).not.toContain('Design Secrets');
    }
    const ottos = await get(otto, 'groups', { term: 'design' });
    expect(ottos.body.data.results.map((g: SearchGroupRow) => g.name).sort()).toEqual([
      'Design Secrets',
      'Design Team',
    ]);
  });

  it('lists all of the viewer’s groups without a term, and takes wildcards literally', async () => {
    const all = await get(vera, 'groups', { term: '', orderby: 'name' });
    expect(all.body.data.results.map((g: SearchGroupRow) => g.name)).toEqual([
      'Design Team',
      'Designers Guild',
      'Marketing 100% Crew',
    ]);
    expect(all.body.data.count).toBe(3);
    expect((await get(vera, 'groups', { term: '100%' })).body.data.count).toBe(1);
    expect((await get(vera, 'groups', { term: '%' })).body.data.count).toBe(0);
    expect((await get(vera, 'groups', { term: '_' })).body.data.count).toBe(0);
  });

  it('pages by the spec size of 50 and refuses strangers', async () => {
    expect((await get(vera, 'groups', { term: 'design', skip: 1, limit: 1 })).body.data.results).toHaveLength(1);
    expect((await anonymous(server.url).get(`/api/search/groups?userId=${idOf(vera)}`)).status).toBe(401);
    expect((await vera.get(`/api/search/groups?userId=${idOf(otto)}&term=design`)).status).toBe(403);
    expect((await get(vera, 'groups', { term: 'x', limit: 500 })).status).toBe(400);
  });
});

describe('GET /api/search/usersAndGroups', () => {
  const kinds = (rows: SearchMixedRow[]) => rows.map((r) => (r.type === 'group' ? `g:${r.name}` : `u:${r.firstName}`));

  it('answers the viewer’s groups first, then people, counted together', async () => {
    const res = await get(vera, 'usersAndGroups', { term: 'design' });
    expect(res.status).toBe(200);
    expect(kinds(res.body.data.results)).toEqual(['g:Design Team', 'g:Designers Guild', 'u:Dana']);
    expect(res.body.data.count).toBe(3);
    expect(res.body.data.results[2]).toMatchObject({ type: 'user', status: 'undefined' });
  });

  it('narrows by type and pages across the boundary without overlap', async () => {
    expect(kinds((await get(vera, 'usersAndGroups', { term: 'design', type: 'user' })).body.data.results)).toEqual([
      'u:Dana',
    ]);
    expect(kinds((await get(vera, 'usersAndGroups', { term: 'design', type: 'groups' })).body.data.results)).toEqual([
      'g:Design Team',
      'g:Designers Guild',
    ]);
    const pages = [];
    for (let skip = 0; skip < 3; skip++) {
      const page = await get(vera, 'usersAndGroups', { term: 'design', skip, limit: 1 });
      expect(page.body.data.count).toBe(3);
      pages.push(...kinds(page.body.data.results));
    }
    expect(pages).toEqual(['g:Design Team', 'g:Designers Guild', 'u:Dana']);
    const across = await get(vera, 'usersAndGroups', { term: 'design', skip: 1, limit: 2 });
    expect(kinds(across.body.data.results)).toEqual(['g:Designers Guild', 'u:Dana']);
  });

  it('refuses strangers and unknown types', async () => {
    expect((await anonymous(server.url).get(`/api/search/usersAndGroups?userId=${idOf(vera)}&term=a`)).status).toBe(
      401,
    );
    expect((await vera.get(`/api/search/usersAndGroups?userId=${idOf(otto)}&term=a`)).status).toBe(403);
    expect((await get(vera, 'usersAndGroups', { term: 'a', type: 'posts' })).status).toBe(400);
  });
});
