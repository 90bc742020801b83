import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { idOf, setUserStatus } from '../users/testing';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;

const put = (client: TestClient, body: Record<string, unknown>) =>
  client.request('PUT', '/api/company/user', { userId: idOf(client), ...body });
const companies = (viewer: TestClient, of: TestClient, paging = 'skip=0&limit=20') =>
  viewer.get(`/api/company/user?${paging}&userId=${idOf(of)}`);

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace' });
  bob = await signUp(server.url, { firstName: 'Bob', lastName: 'Builder' });
});
afterAll(stopTestServers);

describe('GET and PUT /api/company/user', () => {
  it('starts empty, creates the current company, then edits it in place', async () => {
    expect((await companies(ada, ada)).body.data).toEqual({ results: [], count: 0 });
    const created = await put(ada, { name: 'Engines Ltd', title: 'Analyst', website: 'engines.example' });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      companyId: expect.any(String),
      name: 'Engines Ltd',
      title: 'Analyst',
      website: 'http://engines.example',
      description: null,
      logo: null,
    });
    const edited = await put(ada, { name: 'Engines Ltd', title: 'Chief Analyst', description: 'Difference engines.' });
    expect(edited.body.data.companyId).toBe(created.body.data.companyId);
    expect(edited.body.data.website).toBeNull();
    const listed = await companies(bob, ada);
    expect(listed.body.data.count).toBe(1);
    expect(listed.body.data.results[0]).toMatchObject({ title: 'Chief Analyst', description: 'Difference engines.' });
  });

  it('answers the current company first and in the profile', async () => {
    const [first] = (await companies(ada, ada)).body.data.results;
    await server.services.db
      .insertInto('company')
      .values({
        id: 'older-company',
        userId: idOf(ada),
        name: 'Old Mill',
        title: null,
        website: null,
        description: null,
        logo: null,
        isCurrent: 0,
        createdAt: '2020-01-01T00:00:00.000Z',
        updatedAt: '2020-01-01T00:00:00.000Z',
      })
      .execute();
    expect((await companies(ada, ada)).body.data.results.map((c: { name: string }) => c.name)).toEqual([
      'Engines Ltd',
      'Old Mill',
    ]);
    const paged = await companies(ada, ada, 'skip=1&limit=1');
    expect(paged.body.data).toMatchObject({ count: 2, results: [{ name: 'Old Mill' }] });
    const switched = await put(ada, { companyId: 'older-company', name: 'Old Mill', title: 'Miller' });
    expect(switched.body.data.companyId).toBe('older-company');
    const profile = await bob.get(`/api/user/id?userId=${idOf(ada)}`);
    expect(profile.body.data.company).toMatchObject({ companyId: 'older-company', title: 'Miller' });
    expect((await companies(ada, ada)).body.data.results[1].companyId).toBe(first.companyId);
  });

  it('refuses a company of someone else, a missing name and bad links', async () => {
    await put(bob, { name: 'Builders' });
    const [bobs] = (await companies(bob, bob)).body.data.results;
    const other = await put(ada, { companyId: bobs.companyId, name: 'Stolen' });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(messages.profile.companyNotFound);
    expect((await companies(ada, bob)).body.data.results[0].name).toBe('Builders');
    expect((await put(ada, { name: ' ' })).body.message).toBe(messages.profile.companyNameRequired);
    expect((await put(ada, {})).body.message).toBe(messages.profile.companyNameRequired);
    expect((await put(ada, { name: 'X', website: 'javascript:alert(1)' })).body.message).toBe(
      messages.profile.invalidLink,
    );
  });

  it('refuses strangers: signed out, spoofed ids, deleted users', async () => {
    expect((await anonymous(server.url).get(`/api/company/user?userId=${idOf(ada)}`)).status).toBe(401);
    const signedOut = await anonymous(server.url).request('PUT', '/api/company/user', { userId: idOf(ada), name: 'X' });
    expect(signedOut.status).toBe(401);
    expect((await bob.request('PUT', '/api/company/user', { userId: idOf(ada), name: 'X' })).status).toBe(403);
    const spoof = await bob.request('PUT', '/api/company/user', {
      userId: idOf(bob),
      modifiedBy: idOf(ada),
      name: 'X',
    });
    expect(spoof.status).toBe(403);
    const gone = await signUp(server.url, { firstName: 'Gus', lastName: 'Gone' });
    await put(gone, { name: 'Gone Inc' });
    await setUserStatus(server.services, idOf(gone), 'deleted');
    expect((await companies(ada, gone)).status).toBe(404);
    expect((await ada.get('/api/company/user?userId=nobody')).status).toBe(404);
  });
});

describe('GET /api/utility/countries', () => {
  it('answers ISO 3166 countries with English names, sorted by name', async () => {
    const res = await ada.get('/api/utility/countries');
    expect(res.status).toBe(200);
    const { results, count } = res.body.data as { results: { iso2: string; name: string }[]; count: number };
    expect(count).toBe(results.length);
    expect(results.length).toBeGreaterThan(240);
    expect(results).toContainEqual({ iso2: 'GB', name: 'United Kingdom' });
    expect(results).toContainEqual({ iso2: 'DE', name: 'Germany' });
    const names = results.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(results.every((c) => /^[A-Z]{2}$/.test(c.iso2))).toBe(true);
  });

  it('needs a session', async () => {
    expect((await anonymous(server.url).get('/api/utility/countries')).status).toBe(401);
  });
});
