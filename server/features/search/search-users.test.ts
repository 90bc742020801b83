import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { SearchUserRow } from '@shared/api/search';
import { insertPairing } from '../../realtime/testing/people';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { idOf, setUserStatus, setUserType } from '../users/testing';

let server: TestServer;
let vera: TestClient;
let ada: TestClient;
let connie: TestClient;
let rita: TestClient;
let ivan: TestClient;

const search = (client: TestClient, query: Record<string, string | number>) =>
  client.get(`/api/search/users?${new URLSearchParams({ userId: idOf(client), ...query } as Record<string, string>)}`);
const names = (rows: SearchUserRow[]) => rows.map((r) => `${r.firstName} ${r.lastName}`);

beforeAll(async () => {
  server = await startTestServer();
  vera = await signUp(server.url, { firstName: 'Vera', lastName: 'Viewer' });
  ada = await signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.l.secret@example.test' });
  await signUp(server.url, { firstName: 'Adam', lastName: 'Adamson' });
  await signUp(server.url, { firstName: 'Adalind', lastName: 'Smith' });
  const gone = await signUp(server.url, { firstName: 'Ada', lastName: 'Gone' });
  connie = await signUp(server.url, { firstName: 'Connie', lastName: 'Connected' });
  rita = await signUp(server.url, { firstName: 'Rita', lastName: 'Requested' });
  ivan = await signUp(server.url, { firstName: 'Ivan', lastName: 'Inviter' });
  await ada.patch('/api/user', { userId: idOf(ada), headline: 'Mathematician and writer', phone: '+44 1' });
  await setUserStatus(server.services, idOf(gone), 'deleted');
  await insertPairing(server.services.db, idOf(vera), idOf(connie), 'connected');
  await insertPairing(server.services.db, idOf(vera), idOf(rita), 'requested');
  await insertPairing(server.services.db, idOf(ivan), idOf(vera), 'requested');
});
afterAll(stopTestServers);

describe('GET /api/search/users: matching and ranking', () => {
  it('ranks an exact name before partial ones and never shows the viewer or deleted users', async () => {
    const res = await search(vera, { term: 'ada' });
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    const found = names(res.body.data.results);
    expect(found[0]).toBe('Ada Lovelace');
    expect(found.slice(1).sort()).toEqual(['Adalind Smith', 'Adam Adamson']);
    expect(res.body.data.count).toBe(3);
    expect((await search(vera, { term: 'vera' })).body.data.count).toBe(0);
    expect((await search(vera, { term: 'gone' })).body.data.count).toBe(0);
  });

  it('matches word prefixes of every word, and the headline', async () => {
    expect(names((await search(vera, { term: 'ada lov' })).body.data.results)).toEqual(['Ada Lovelace']);
    expect(names((await search(vera, { term: 'Lovelace ADA' })).body.data.results)).toEqual(['Ada Lovelace']);
    expect(names((await search(vera, { term: 'mathem' })).body.data.results)).toEqual(['Ada Lovelace']);
    expect((await search(vera, { term: 'ada xyz' })).body.data.count).toBe(0);
  });

  it('matches an e-mail address only exactly, never by a fragment', async () => {
    const exact = await search(vera, { term: 'Ada.L.Secret@example.test' });
    expect(names(exact.body.data.results)).toEqual(['Ada Lovelace']);
    expect((await search(vera, { term: 'secret' })).body.data.count).toBe(0);
    expect((await search(vera, { term: 'ada.l.secret@example.tes' })).body.data.count).toBe(0);
  });

  it('follows profile changes (the index is kept in step)', async () => {
    await rita.patch('/api/user', { userId: idOf(rita), firstName: 'Margarita', headline: 'Quantum botanist' });
    expect(names((await search(vera, { term: 'quantum bot' })).body.data.results)).toEqual(['Margarita Requested']);
    expect((await search(vera, { term: 'rita' })).body.data.count).toBe(0);
    await rita.patch('/api/user', { userId: idOf(rita), firstName: 'Rita', headline: '' });
    expect((await search(vera, { term: 'quantum' })).body.data.count).toBe(0);
  });

  it('takes a user out when deleted and back when restored', async () => {
    await setUserStatus(server.services, idOf(ada), 'deleted');
    expect((await search(vera, { term: 'lovelace' })).body.data.count).toBe(0);
    await setUserStatus(server.services, idOf(ada), 'active');
    expect(names((await search(vera, { term: 'lovelace' })).body.data.results)).toEqual(['Ada Lovelace']);
  });
});

describe('GET /api/search/users: pairing status and scope', () => {
  it('answers each person with the pairing status seen from the viewer', async () => {
    const status = async (term: string) => {
      const [row] = (await search(vera, { term })).body.data.results as SearchUserRow[];
      return { status: row?.status, hasPairing: !!row?.pairingId };
    };
    expect(await status('connie')).toEqual({ status: 'connected', hasPairing: true });
    expect(await status('rita')).toEqual({ status: 'requested', hasPairing: true });
    expect(await status('ivan')).toEqual({ status: 'invited-to-connect', hasPairing: true });
    expect(await status('lovelace')).toEqual({ status: 'undefined', hasPairing: false });
  });

  it('scope connections finds only connected people; others everyone else', async () => {
    expect(names((await search(vera, { term: 'c', scope: 'connections' })).body.data.results)).toEqual([
      'Connie Connected',
    ]);
    expect((await search(vera, { term: 'rita', scope: 'connections' })).body.data.count).toBe(0);
    expect((await search(vera, { term: 'connie', scope: 'others' })).body.data.count).toBe(0);
    const others = await search(vera, { term: 'r', scope: 'others' });
    expect(names(others.body.data.results)).toEqual(['Rita Requested']);
    expect((await search(vera, { term: 'ivan', scope: 'others' })).body.data.results[0].status).toBe(
      'invited-to-connect',
    );
  });

  it('without a term lists the connections (scope connections) and nobody otherwise', async () => {
    const mine = await search(vera, { term: '', scope: 'connections', orderby: 'createdAt DESC' });
    expect(names(mine.body.data.results)).toEqual(['Connie Connected']);
    expect(mine.body.data.count).toBe(1);
    expect((await search(vera, { term: ' ', scope: 'others' })).body.data).toEqual({ results: [], count: 0 });
  });

  it('shows a connected person’s e-mail to a premium viewer only', async () => {
    const emailOf = async (term: string) => (await search(vera, { term })).body.data.results[0]?.email;
    expect(await emailOf('connie')).toBeUndefined();
    await setUserType(server.services, idOf(vera), 'premium');
    try {
      expect(await emailOf('connie')).toBe(connie.user?.email);
      expect(await emailOf('rita')).toBeUndefined();
      expect(await emailOf('lovelace')).toBeUndefined();
    } finally {
      await setUserType(server.services, idOf(vera), 'user');
    }
  });
});

describe('GET /api/search/users: paging', () => {
  it('pages without overlap and counts the total', async () => {
    const team: string[] = [];
    for (let i = 0; i < 13; i++) {
      const member = await signUp(server.url, { firstName: `Pat${String.fromCharCode(97 + i)}`, lastName: 'Pagewell' });
      team.push(idOf(member));
    }
    const seen: string[] = [];
    for (let skip = 0; skip < 15; skip += 5) {
      const page = await search(vera, { term: 'pagewell', skip, limit: 5 });
      expect(page.body.data.count).toBe(13);
      seen.push(...page.body.data.results.map((r: SearchUserRow) => r.userId));
    }
    expect(seen).toHaveLength(13);
    expect(new Set(seen)).toEqual(new Set(team));
  });

  it('uses the spec page size of 30 by default', async () => {
    const res = await search(vera, { term: 'pagewell' });
    expect(res.body.data.results).toHaveLength(13);
  });
});

describe('GET /api/search/users: refusals', () => {
  it('refuses a signed-out caller and a spoofed acting user', async () => {
    const signedOut = await anonymous(server.url).get(`/api/search/users?term=ada&userId=${idOf(vera)}`);
    expect(signedOut.status).toBe(401);
    const spoofed = await vera.get(`/api/search/users?term=ada&userId=${idOf(ada)}`);
    expect(spoofed.status).toBe(403);
    expect(spoofed.body).toEqual({ isSuccess: false, message: messages.generic.notAllowed });
  });

  it('answers 400 for bad paging, scope, order and an overlong term', async () => {
    expect((await search(vera, { term: 'ada', limit: 0 })).status).toBe(400);
    expect((await search(vera, { term: 'ada', limit: 101 })).status).toBe(400);
    expect((await search(vera, { term: 'ada', skip: -1 })).status).toBe(400);
    expect((await search(vera, { term: 'ada', scope: 'everyone' })).status).toBe(400);
    expect((await search(vera, { term: 'ada', orderby: 'password DESC' })).status).toBe(400);
    const long = await search(vera, { term: 'a'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(messages.search.termTooLong);
    expect((await vera.get('/api/search/users?term=ada')).status).toBe(400);
  });
});
