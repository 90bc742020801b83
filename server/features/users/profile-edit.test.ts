import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { idOf } from './testing';

/** PATCH /api/user with every field of spec 3 §2.6, and the completeness flag. */
let server: TestServer;
let ada: TestClient;
let bob: TestClient;

const patch = (body: Record<string, unknown>) => ada.patch('/api/user', { userId: idOf(ada), ...body });
const self = async () => (await ada.get(`/api/user/id?userId=${idOf(ada)}`)).body.data;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace' });
  bob = await signUp(server.url, { firstName: 'Bob', lastName: 'Builder' });
});
afterAll(stopTestServers);

describe('custom user links', () => {
  it('stores the list in order, prefixing http:// where the scheme is missing', async () => {
    const res = await patch({
      userLinks: [
        { title: 'Site', url: 'ada.example.com/about' },
        { title: 'Code', url: 'https://git.example.com/ada?tab=1' },
        { title: 'Local', url: 'localhost:8080/x' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.userLinks).toEqual([
      { title: 'Site', url: 'http://ada.example.com/about' },
      { title: 'Code', url: 'https://git.example.com/ada?tab=1' },
      { title: 'Local', url: 'http://localhost:8080/x' },
    ]);
    const seen = await bob.get(`/api/user/id?userId=${idOf(ada)}`);
    expect(seen.body.data.userLinks).toHaveLength(3);
  });

  it('accepts the spec’s JSON string form, replaces the whole list, and clears it with []', async () => {
    const res = await patch({ userLinks: JSON.stringify([{ title: 'Only', url: 'http://only.example' }]) });
    expect(res.body.data.userLinks).toEqual([{ title: 'Only', url: 'http://only.example' }]);
    expect((await patch({ headline: 'Untouched links' })).body.data.userLinks).toHaveLength(1);
    expect((await patch({ userLinks: [] })).body.data.userLinks).toEqual([]);
  });

  it('refuses other schemes, bad titles and more than 20 links', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://files.example.com', 'data:text/html,x', 'not a url', 'nohost']) {
      const res = await patch({ userLinks: [{ title: 'X', url }] });
      expect({ url, status: res.status, message: res.body.message }).toEqual({
        url,
        status: 400,
        message: messages.profile.invalidLink,
      });
    }
    const longTitle = await patch({ userLinks: [{ title: 'x'.repeat(101), url: 'a.example' }] });
    expect(longTitle.body.message).toBe(messages.profile.linkTitleTooLong);
    expect((await patch({ userLinks: [{ title: ' ', url: 'a.example' }] })).body.message).toBe(
      messages.profile.linkTitleRequired,
    );
    const many = Array.from({ length: 21 }, (_, i) => ({ title: `L${i}`, url: `l${i}.example` }));
    expect((await patch({ userLinks: many })).body.message).toBe(messages.profile.tooManyLinks);
  });
});

describe('profile fields', () => {
  it('validates the country against the ISO list and answers its name', async () => {
    const res = await patch({ country: 'gb', city: 'London', state: 'England' });
    expect(res.body.data).toMatchObject({ country: 'GB', countryName: 'United Kingdom', city: 'London' });
    const unknown = await patch({ country: 'XX' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(messages.profile.unknownCountry);
    expect((await patch({ country: 'Narnia' })).body.message).toBe(messages.profile.unknownCountry);
    expect((await patch({ country: '' })).body.data).toMatchObject({ country: null, countryName: null });
  });

  it('normalises meeting and calendar links (https:// added) and clears them with an empty string', async () => {
    const res = await patch({ meetingLink: 'meet.example.com/ada', calendarLink: 'https://cal.example/ada' });
    expect(res.body.data).toMatchObject({
      meetingLink: 'https://meet.example.com/ada',
      calendarLink: 'https://cal.example/ada',
    });
    expect((await patch({ meetingLink: 'javascript:alert(1)' })).status).toBe(400);
    expect((await patch({ meetingLink: '' })).body.data.meetingLink).toBeNull();
  });

  it('answers isProfileComplete only when every EDIT PROFILE field and the company are filled', async () => {
    await patch({
      headline: 'Analyst',
      bio: 'First programmer.',
      avatar: 'uploads/users/ada/avatar.png',
      phone: 'undefined',
      city: 'London',
      state: 'England',
      country: 'GB',
    });
    expect((await self()).isProfileComplete).toBe(false);
    await patch({ phone: '+44 20 0000' });
    expect((await self()).isProfileComplete).toBe(false);
    const company = { name: 'Analytical Engines', title: 'Analyst', website: 'engines.example', logo: 'logo.png' };
    await ada.request('PUT', '/api/company/user', { userId: idOf(ada), ...company, description: '' });
    expect((await self()).isProfileComplete).toBe(false);
    await ada.request('PUT', '/api/company/user', { userId: idOf(ada), ...company, description: 'Engines.' });
    const done = await self();
    expect(done.isProfileComplete).toBe(true);
    expect(done.company).toMatchObject({ name: 'Analytical Engines', website: 'http://engines.example' });
    await patch({ bio: '' });
    expect((await self()).isProfileComplete).toBe(false);
  });

  it('keeps the name in step and refuses a taken alias with its message', async () => {
    const renamed = await patch({ firstName: 'Augusta' });
    expect(renamed.body.data.firstName).toBe('Augusta');
    const taken = await patch({ profileAlias: bob.user?.profileAlias });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(messages.profile.aliasTaken);
    expect((await patch({ profileAlias: 'a b' })).body.message).toBe(messages.profile.aliasFormat);
  });

  it('refuses signed-out callers and spoofed ids', async () => {
    expect((await anonymous(server.url).patch('/api/user', { userId: idOf(ada), userLinks: [] })).status).toBe(401);
    expect((await bob.patch('/api/user', { userId: idOf(ada), userLinks: [] })).status).toBe(403);
    expect((await bob.patch('/api/user', { userId: idOf(bob), modifiedBy: idOf(ada), bio: 'x' })).status).toBe(403);
  });
});
